import {
  deleteQuestionnaire,
  discardQuestionnaireDraft,
  getHealthProfile,
  getQuestionnaire,
  getQuestionnaireSubmission,
  listQuestionnaireSubmissions,
  QUESTIONNAIRE_VERSION,
  saveQuestionnaireDraft,
  submitQuestionnaire,
} from '@openwell/contracts';
import type { FastifySchemaValidationError } from 'fastify';
import type { AppInstance } from '../../app.ts';
import { AppError } from '../../lib/app-error.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { employeeProfileOf } from '../accounts/employee-profile.ts';
import type { TSessionUser } from '../auth/auth.service.ts';
import type { QuestionnaireService, TQuestionnairePerson } from './questionnaire.service.ts';

/**
 * Answers for another version of the definition (a page loaded before an update) answer QUESTIONNAIRE_VERSION_OUTDATED
 * rather than VALIDATION_FAILED, whatever else is wrong: the page reloads the definition and keeps what was typed. A
 * body without a version, or with one that is not a whole number, is malformed: VALIDATION_FAILED.
 */
export function versionValidationError(validation: FastifySchemaValidationError[], body: unknown): AppError | null {
  const version = typeof body === 'object' && body !== null ? (body as { version?: unknown }).version : undefined;
  const otherVersion = Number.isInteger(version) && version !== QUESTIONNAIRE_VERSION;
  if (otherVersion && validation.some((issue) => issue.instancePath === '/version')) {
    return new AppError('QUESTIONNAIRE_VERSION_OUTDATED', { version: QUESTIONNAIRE_VERSION });
  }
  return null;
}

/**
 * The questionnaire endpoints (packages/contracts/src/questionnaire.ts): employees only (the declarations' access),
 * and only their own answers: no path, query or body names a person; a submission id is looked up among the
 * session user's own (another person's answers NOT_FOUND).
 */
export function questionnaireRoutes(
  app: AppInstance,
  deps: { questionnaireService: QuestionnaireService; accountsService: Pick<AccountsService, 'getProfile'> },
): void {
  const { questionnaireService: service } = deps;

  async function personOf(user: TSessionUser): Promise<TQuestionnairePerson> {
    const { companyId, age, gender } = await employeeProfileOf(
      user,
      deps.accountsService,
      'The questionnaire needs an employee profile.',
    );
    return { userId: user.id, companyId, age, gender };
  }

  const versioned = { validationError: versionValidationError };
  registerEndpoint(app, getQuestionnaire, async ({ user }) => service.state(await personOf(user)));
  registerEndpoint(
    app,
    saveQuestionnaireDraft,
    async ({ user, body }) => service.saveDraft(await personOf(user), body),
    versioned,
  );
  registerEndpoint(app, discardQuestionnaireDraft, async ({ user }) => {
    await service.discardDraft(await personOf(user));
  });
  registerEndpoint(
    app,
    submitQuestionnaire,
    async ({ user, body }) => service.submit(await personOf(user), body),
    versioned,
  );
  registerEndpoint(app, listQuestionnaireSubmissions, async ({ user }) => service.submissions(await personOf(user)));
  registerEndpoint(app, getQuestionnaireSubmission, async ({ user, params }) =>
    service.submission(await personOf(user), params.submissionId),
  );
  registerEndpoint(app, deleteQuestionnaire, async ({ user }) => {
    await service.deleteAll(await personOf(user));
  });
  registerEndpoint(app, getHealthProfile, async ({ user }) => service.profileStatus(await personOf(user)));
}
