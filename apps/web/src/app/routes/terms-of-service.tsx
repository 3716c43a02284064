import { LegalDocumentPage } from '@/features/legal/components/legal-document-page.tsx';

export default function TermsOfServiceRoute() {
  return <LegalDocumentPage document="terms" />;
}
