import { z } from 'zod';
import {
  ZAdminSetupRequestSchema,
  ZAdminSignInRequestSchema,
  ZAdminUsersQuerySchema,
  ZChangeCompanyRequestSchema,
} from '@openwell/contracts';
import { ALWAYS, type TIssueMessages, type TMessageKey } from '@/lib/forms.ts';

/**
 * The admin area's forms, derived from the contract's request schemas, and which translated
 * message each problem shows (the texts the forms always had).
 */

// Admin login (adminSignIn). One message under both fields; an address the server
// would refuse gets the server's text for it.
export const FIELDS_REQUIRED: TMessageKey = 'admin:login.fieldsRequired';
export const ZAdminLoginFormSchema = ZAdminSignInRequestSchema;
export const ADMIN_LOGIN_MESSAGES: TIssueMessages = {
  email: { empty: FIELDS_REQUIRED, '*': 'errors:VALIDATION_FAILED' },
  password: { too_small: FIELDS_REQUIRED, '*': 'errors:VALIDATION_FAILED' },
};

/** The admin login's second step: the second factor's rule (auth), the admin area's texts. */
export const ADMIN_TWO_FACTOR_MESSAGES: TIssueMessages = {
  code: { invalid_format: 'admin:login.invalidCodeDescription', '*': 'admin:login.backupCodeRequired' },
};

// First-admin setup (createFirstAdmin; the token comes from the link), the password twice.
export const ZAdminSetupFormSchema = ZAdminSetupRequestSchema.pick({ email: true, password: true })
  .extend({ confirm: z.string() })
  .refine((values) => values.confirm === values.password, {
    path: ['confirm'],
    message: 'admin:setup.passwordsDiffer',
    ...ALWAYS,
  });
export const ADMIN_SETUP_MESSAGES: TIssueMessages = {
  email: 'admin:setup.emailInvalid',
  password: { too_small: 'errors:PASSWORD_TOO_SHORT', too_big: 'errors:PASSWORD_TOO_LONG' },
};

// Change company (changeUserCompany): a looked-up code and one of its departments.
export const ZChangeCompanyFormSchema = ZChangeCompanyRequestSchema;
export const CHANGE_COMPANY_MESSAGES: TIssueMessages = {
  companyCode: 'errors:INVALID_COMPANY_CODE',
  departmentId: 'admin:changeCompany.departmentRequired',
};

// Users table search (listAdminUsers, `search` query).
export const ZUserSearchFormSchema = ZAdminUsersQuerySchema.pick({ search: true }).required();
