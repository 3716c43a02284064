import { LegalDocumentPage } from '@/features/legal/index.ts';

export default function TermsOfServiceRoute() {
  return <LegalDocumentPage document="terms" />;
}
