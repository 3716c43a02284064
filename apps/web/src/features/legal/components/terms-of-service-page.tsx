import { LegalDocumentPage } from './legal-document-page.tsx';
import { PointsExpiryNote } from './points-expiry-note.tsx';

const NOTES = { points: <PointsExpiryNote /> };

/** The terms of service; beside the section on points, how point expiry works and the employee's company's rule. */
export function TermsOfServicePage() {
  return <LegalDocumentPage document="terms" sectionNotes={NOTES} />;
}
