import { LegalDocumentPage } from '../components/legal-document-page.tsx';

export default function CookiePolicyRoute() {
  return <LegalDocumentPage document="cookies" />;
}
