/** companies: the public company-code lookup (server: features/companies, contracts: companies.ts). */
export { companyLookupQueryOptions, useCompanyLookup } from './api/lookup-company.ts';
