import type { TIssueMessages } from '@/lib/form-messages.ts';

/**
 * Which translated message each problem of the auth forms shows (the schemas are in auth-forms.ts).
 * No zod here: the /auth page shows its forms before their validation code has loaded.
 */

export const LOGIN_MESSAGES: TIssueMessages = {
  email: 'auth:validation.emailInvalid',
  password: { too_small: 'auth:validation.passwordRequired', too_big: 'errors:PASSWORD_TOO_LONG' },
};

export const FORGOT_PASSWORD_MESSAGES: TIssueMessages = { email: 'auth:validation.emailInvalid' };

export const RESET_PASSWORD_MESSAGES: TIssueMessages = {
  password: { too_small: 'errors:PASSWORD_TOO_SHORT', too_big: 'errors:PASSWORD_TOO_LONG' },
};

/** A code that is not six digits is `invalid_format`; a missing backup code is `too_small`. */
export const TWO_FACTOR_MESSAGES: TIssueMessages = {
  code: { invalid_format: 'auth:twoFactor.invalidDescription', '*': 'auth:twoFactor.backupRequired' },
};

export const SIGN_UP_MESSAGES: TIssueMessages = {
  email: 'auth:validation.emailInvalid',
  password: { too_small: 'errors:PASSWORD_TOO_SHORT', too_big: 'errors:PASSWORD_TOO_LONG' },
  companyCode: { too_small: 'auth:validation.companyCodeRequired', '*': 'errors:INVALID_COMPANY_CODE' },
  age: { too_small: 'errors:UNDERAGE', '*': 'auth:validation.ageInvalid' },
  gender: 'auth:validation.genderRequired',
  dataProcessing: 'auth:validation.dataProcessingRequired',
  acceptLegal: 'auth:validation.legalRequired',
};
