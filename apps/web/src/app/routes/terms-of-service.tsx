import { LegalDocumentPage, PointsExpiryNote } from '@/features/legal/index.ts';

/** The terms of service; beside the section on points, how point expiry works and the employee's company's rule. */
export default function TermsOfServiceRoute() {
  return <LegalDocumentPage document="terms" sectionNotes={{ points: <PointsExpiryNote /> }} />;
}
