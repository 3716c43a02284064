/** legal: the privacy policy, terms of service and cookie policy pages (contracts: legal.ts). */
export { legalPages } from './legal.routes.ts';
export { LegalDocumentPage } from './components/legal-document-page.tsx';
export { TermsOfServicePage } from './components/terms-of-service-page.tsx';
