import { TermsOfServicePage } from '../components/terms-of-service-page.tsx';

export default function TermsOfServiceRoute() {
  return <TermsOfServicePage />;
}
