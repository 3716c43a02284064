import type { CompanyMembers } from '../companies/companies.service.ts';
import { countProfilesByDepartment, moveProfilesToDepartment } from './accounts.repo.ts';

/**
 * The companies feature's view of department members: the profiles of this feature, counted and moved for it (the
 * CompanyMembers port, wired in features/services.ts). Counts leave the companies feature only as group counts.
 */
export function createCompanyMembers(): CompanyMembers {
  return {
    countByDepartment: (executor, companyId) => countProfilesByDepartment(executor, companyId),
    moveDepartmentMembers: (executor, companyId, fromDepartmentId, toDepartmentId) =>
      moveProfilesToDepartment(executor, companyId, fromDepartmentId, toDepartmentId),
  };
}
