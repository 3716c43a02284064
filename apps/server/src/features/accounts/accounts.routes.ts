import {
  getMe,
  MINIMUM_AGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  signUp,
  updateConsents,
  updateOnboarding,
  updateProfile,
} from '@openwell/contracts';
import type { FastifySchemaValidationError } from 'fastify';
import type { AppInstance } from '../../app.ts';
import { AppError } from '../../lib/app-error.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import type { StartSession } from '../auth/auth.session.ts';
import type { AccountsService } from './accounts.service.ts';

export type AccountsRoutesOptions = {
  accountsService: AccountsService;
  /** Signs the new user in on the reply (Better Auth session cookie and bearer token). */
  startSession: StartSession;
};

export const SIGN_UP_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' } as const;

const issuePath = (issue: FastifySchemaValidationError) => issue.instancePath.replace(/^\//, '').replaceAll('/', '.');

/**
 * Sign-up answers its own codes instead of a generic VALIDATION_FAILED where one exists: an age
 * below 18 is UNDERAGE, a password outside 8..128 characters PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG, a
 * missing data-processing consent or legal acceptance CONSENT_REQUIRED. Precedence in that order.
 */
const isIssue = (issue: FastifySchemaValidationError, path: string, keyword: string) =>
  issuePath(issue) === path && issue.keyword === keyword;
const tooYoung = (validation: FastifySchemaValidationError[]) =>
  validation.some((issue) => isIssue(issue, 'age', 'too_small') && Number(issue.params.minimum) === MINIMUM_AGE);

/** A time zone Intl does not know (ZTimeZoneSchema): INVALID_TIME_ZONE, with its translated message. */
const badTimeZone = (validation: FastifySchemaValidationError[]) =>
  validation.some((issue) => issuePath(issue) === 'timeZone')
    ? new AppError('INVALID_TIME_ZONE', { field: 'timeZone' })
    : null;

export function signUpValidationError(validation: FastifySchemaValidationError[]): AppError | null {
  const paths = validation.map(issuePath);
  if (tooYoung(validation)) return new AppError('UNDERAGE', { minimumAge: MINIMUM_AGE });
  if (validation.some((issue) => isIssue(issue, 'password', 'too_small'))) {
    return new AppError('PASSWORD_TOO_SHORT', { minLength: PASSWORD_MIN_LENGTH });
  }
  if (validation.some((issue) => isIssue(issue, 'password', 'too_big'))) {
    return new AppError('PASSWORD_TOO_LONG', { maxLength: PASSWORD_MAX_LENGTH });
  }
  if (paths.some((p) => p === 'consents' || p === 'consents.dataProcessing')) {
    return new AppError('CONSENT_REQUIRED', { consent: 'dataProcessing' });
  }
  if (paths.some((p) => p === 'acceptedLegalVersions' || p.startsWith('acceptedLegalVersions.'))) {
    return new AppError('CONSENT_REQUIRED', { consent: 'legal' });
  }
  return badTimeZone(validation);
}

/** Email and company code are fixed: naming them in a profile update is refused with the field named. */
const FIXED_FIELD_MESSAGES: Record<string, string> = {
  email: 'The email address cannot be changed.',
  companyCode: 'The company code can only be changed by an admin.',
};
export function profileValidationError(validation: FastifySchemaValidationError[]): AppError | null {
  for (const issue of validation) {
    if (issue.keyword !== 'unrecognized_keys') continue;
    const keys = Array.isArray(issue.params.keys) ? (issue.params.keys as string[]) : [];
    const field = keys.find((key) => key in FIXED_FIELD_MESSAGES);
    if (field) return new AppError('VALIDATION_FAILED', { field }, { message: FIXED_FIELD_MESSAGES[field] });
  }
  if (tooYoung(validation)) return new AppError('UNDERAGE', { minimumAge: MINIMUM_AGE });
  return badTimeZone(validation);
}

/** POST /api/accounts/sign-up, GET /api/me, PATCH /api/me/profile | consents | onboarding. */
export function accountsRoutes(app: AppInstance, { accountsService, startSession }: AccountsRoutesOptions): void {
  registerEndpoint(
    app,
    signUp,
    async ({ body, client, request, reply }) => {
      const user = await accountsService.signUp(body, client);
      // The account is complete and committed; a failed sign-in does not undo it (`sessionCreated: false`).
      let sessionCreated = true;
      try {
        await startSession(request, reply, user.id);
      } catch (error) {
        sessionCreated = false;
        request.log.warn({ err: error, userId: user.id }, 'account created but signing in after sign-up failed');
      }
      return { ...user, sessionCreated };
    },
    { rateLimit: SIGN_UP_RATE_LIMIT, validationError: signUpValidationError },
  );

  registerEndpoint(app, getMe, ({ user }) => accountsService.currentUserOf(user));

  registerEndpoint(app, updateProfile, ({ user, body }) => accountsService.updateProfile(user, body), {
    validationError: profileValidationError,
  });

  registerEndpoint(app, updateConsents, ({ user, body, client }) => accountsService.updateConsents(user, body, client));

  registerEndpoint(app, updateOnboarding, ({ user, body }) => accountsService.updateOnboarding(user, body.step));
}
