import { LegalDocumentPage } from '../components/legal-document-page.tsx';

export default function PrivacyPolicyRoute() {
  return <LegalDocumentPage document="privacy" />;
}
