import { TermsOfServicePage } from '@/features/legal/index.ts';

export default function TermsOfServiceRoute() {
  return <TermsOfServicePage />;
}
