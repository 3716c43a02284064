/** companies: the public company-code lookup (server: features/companies, contracts: companies.ts). */
export { companyLookupQueryOptions, lookupCompany, useCompanyLookup } from './api/lookup-company.ts';
