import { LegalDocumentPage } from '@/features/legal/index.ts';

export default function CookiePolicyRoute() {
  return <LegalDocumentPage document="cookies" />;
}
