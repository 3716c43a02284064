/**
 * companies: the public company-code lookup (sign-up), and the admin area's companies (server: features/companies,
 * contracts: companies.ts): the list and "New company" and each company's page for platform admins, the employer's
 * own company, and the departments manager both use.
 */
export { companyLookupQueryOptions, useCompanyLookup } from './api/lookup-company.ts';
export { CompaniesPage } from './components/companies-page.tsx';
export { CompanyPage } from './components/company-page.tsx';
export { OwnCompanyPage } from './components/own-company-page.tsx';
export { DepartmentsManager } from './components/departments-manager.tsx';
export { COMPANIES_PATH, OWN_COMPANY_PATH, companyPath } from './lib/company-paths.ts';
