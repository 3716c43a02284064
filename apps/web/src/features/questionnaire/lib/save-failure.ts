import { isApiError } from '@/lib/api-client.ts';
import { messageKeyAt, type TValidationKey } from './questionnaire-form.ts';

/**
 * A failed save (a wizard step, the finish, the direct variant's save): what kind of failure it is, for the alert
 * "Error saving anamnesebogen" and what follows it.
 *  - outdated: the definition changed on the server (QUESTIONNAIRE_VERSION_OUTDATED): the page reads it again;
 *  - invalid: the server refused answers (VALIDATION_FAILED): its field problems are shown at the fields;
 *  - failed: anything else (no connection, a server error): try again.
 * The form keeps every value in every case.
 */
export type TSaveFailureKind = 'outdated' | 'invalid' | 'failed';

export function saveFailureKind(error: unknown): TSaveFailureKind {
  if (!isApiError(error)) return 'failed';
  if (error.code === 'QUESTIONNAIRE_VERSION_OUTDATED') return 'outdated';
  if (error.code === 'VALIDATION_FAILED') return 'invalid';
  return 'failed';
}

export interface TFieldProblem {
  /** The form's path: `body.heightCm`, `complaints.orthopedic.1.name`. */
  path: string;
  message: TValidationKey;
}

/**
 * The field problems of a VALIDATION_FAILED answer: the request's issues under `answers` (`answers.body.heightCm`),
 * or a single `field`, as paths of the form.
 */
export function fieldProblemsOf(error: unknown): TFieldProblem[] {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return [];
  const issues = Array.isArray(error.details?.issues) ? (error.details.issues as unknown[]) : [];
  const field = typeof error.details?.field === 'string' ? [{ path: error.details.field }] : [];
  const problems: TFieldProblem[] = [];
  for (const candidate of [...issues, ...field]) {
    const raw = (candidate as { path?: unknown }).path;
    if (typeof raw !== 'string') continue;
    const path = raw.startsWith('answers.') ? raw.slice('answers.'.length) : raw;
    const segments = path.split('.');
    if (segments.length < 2) continue; // a whole section or the answers themselves: no field to show it at
    problems.push({ path, message: messageKeyAt(segments) });
  }
  return problems;
}
