import { I18nDebugPage } from '../components/i18n-debug-page.tsx';

export default function I18nDebugRoute() {
  return <I18nDebugPage />;
}
