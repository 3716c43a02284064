import type { TQuestionnaireAnswers } from '@openwell/contracts';
import { decrypt, encrypt } from '../../lib/crypto.ts';

/**
 * Questionnaire answers at rest (ADR 020): their JSON encrypted with AES-256-GCM under the installation's key
 * (lib/crypto.ts), bound to `questionnaire:<user id>` as additional data, so a value copied to another person's row
 * does not decrypt. Opened only for the person they belong to.
 */
const context = (userId: string) => `questionnaire:${userId}`;

export function sealAnswers(key: Buffer, userId: string, answers: TQuestionnaireAnswers): string {
  return encrypt(JSON.stringify(answers), key, context(userId));
}

/** Throws DecryptionError for another key, another person's value or a tampered one. */
export function openAnswers(key: Buffer, userId: string, sealed: string): TQuestionnaireAnswers {
  return JSON.parse(decrypt(sealed, key, context(userId))) as TQuestionnaireAnswers;
}
