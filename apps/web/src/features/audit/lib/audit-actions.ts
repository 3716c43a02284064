import type { TFunction } from 'i18next';
import { ACCOUNT_AUDIT_ACTIONS, COMPANY_AUDIT_ACTIONS, type TAuditAction } from '@openwell/contracts';

/** Every audit action's label (a key per action, so the type checker and the key scanner follow them). */
export const AUDIT_ACTION_LABELS: Record<TAuditAction, (t: TFunction) => string> = {
  sign_in_succeeded: (t) => t('audit:actions.sign_in_succeeded'),
  sign_in_failed: (t) => t('audit:actions.sign_in_failed'),
  sign_out: (t) => t('audit:actions.sign_out'),
  sign_out_everywhere: (t) => t('audit:actions.sign_out_everywhere'),
  mfa_enabled: (t) => t('audit:actions.mfa_enabled'),
  mfa_disabled: (t) => t('audit:actions.mfa_disabled'),
  password_reset_requested: (t) => t('audit:actions.password_reset_requested'),
  password_reset_completed: (t) => t('audit:actions.password_reset_completed'),
  role_changed: (t) => t('audit:actions.role_changed'),
  company_changed: (t) => t('audit:actions.company_changed'),
  admin_created: (t) => t('audit:actions.admin_created'),
  account_created: (t) => t('audit:actions.account_created'),
  consent_changed: (t) => t('audit:actions.consent_changed'),
  company_created: (t) => t('audit:actions.company_created'),
  company_updated: (t) => t('audit:actions.company_updated'),
  company_suspended: (t) => t('audit:actions.company_suspended'),
  company_reactivated: (t) => t('audit:actions.company_reactivated'),
  company_code_rotated: (t) => t('audit:actions.company_code_rotated'),
  department_created: (t) => t('audit:actions.department_created'),
  department_renamed: (t) => t('audit:actions.department_renamed'),
  department_merged: (t) => t('audit:actions.department_merged'),
  department_deleted: (t) => t('audit:actions.department_deleted'),
  employer_invited: (t) => t('audit:actions.employer_invited'),
  employer_invitation_revoked: (t) => t('audit:actions.employer_invitation_revoked'),
  employer_invitation_accepted: (t) => t('audit:actions.employer_invitation_accepted'),
  employer_access_revoked: (t) => t('audit:actions.employer_access_revoked'),
  reward_created: (t) => t('audit:actions.reward_created'),
  reward_updated: (t) => t('audit:actions.reward_updated'),
  reward_deleted: (t) => t('audit:actions.reward_deleted'),
  redemption_fulfilled: (t) => t('audit:actions.redemption_fulfilled'),
  redemption_cancelled: (t) => t('audit:actions.redemption_cancelled'),
};

export function auditActionLabel(t: TFunction, action: TAuditAction): string {
  return AUDIT_ACTION_LABELS[action](t);
}

/** The actions in two groups for the filter: accounts and security, then company administration. */
export const AUDIT_ACTION_GROUPS = {
  accounts: ACCOUNT_AUDIT_ACTIONS,
  companies: COMPANY_AUDIT_ACTIONS,
} as const;
