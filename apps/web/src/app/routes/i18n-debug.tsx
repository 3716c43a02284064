import { I18nDebugPage } from '@/features/i18n-debug/index.ts';

export default function I18nDebugRoute() {
  return <I18nDebugPage />;
}
