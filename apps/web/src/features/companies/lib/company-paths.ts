/** The admin area's company pages. */
export const COMPANIES_PATH = '/admin/companies';
export const OWN_COMPANY_PATH = '/admin/company';

export function companyPath(companyId: string): string {
  return `${COMPANIES_PATH}/${encodeURIComponent(companyId)}`;
}
