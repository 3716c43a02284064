import { Toaster } from '@/components/ui/sonner.tsx';
import { useTheme } from '@/lib/theme.tsx';

/** The one toast region; its theme follows the theme choice (light, dark or system). */
export default function ThemedToaster() {
  const { theme } = useTheme();
  return <Toaster theme={theme} />;
}
