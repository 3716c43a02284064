import { z } from 'zod';

export const ROLES = ['employee', 'employer', 'admin'] as const;
export type TRole = (typeof ROLES)[number];
export const ZRoleSchema = z.enum(ROLES);
/** Roles admitted by /admin/login and to /admin/*. */
export const ADMIN_AREA_ROLES = ['employer', 'admin'] as const satisfies readonly TRole[];
