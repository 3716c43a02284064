import { LegalDocumentPage } from '@/features/legal/index.ts';

export default function PrivacyPolicyRoute() {
  return <LegalDocumentPage document="privacy" />;
}
