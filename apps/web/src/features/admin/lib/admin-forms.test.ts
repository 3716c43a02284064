import { describe, expect, it } from 'vitest';
import { issueMessageKey, issueMessageKeys, type TIssueMessages } from '@/lib/forms.ts';
import { i18n } from '@/lib/i18n.ts';
import {
  ADMIN_LOGIN_MESSAGES,
  ADMIN_SETUP_MESSAGES,
  ADMIN_TWO_FACTOR_MESSAGES,
  CHANGE_COMPANY_MESSAGES,
  ZAdminLoginFormSchema,
  ZAdminSetupFormSchema,
} from './admin-forms.ts';

/** The message keys a parse shows, by field, as the form's resolver gives them. */
function messagesOf(
  schema: typeof ZAdminLoginFormSchema | typeof ZAdminSetupFormSchema,
  input: unknown,
  messages: TIssueMessages,
) {
  const issues = schema.safeParse(input, { error: (issue) => issueMessageKey(messages, issue) }).error?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('admin forms', () => {
  it('name only messages that exist', () => {
    const maps = [ADMIN_LOGIN_MESSAGES, ADMIN_TWO_FACTOR_MESSAGES, ADMIN_SETUP_MESSAGES, CHANGE_COMPANY_MESSAGES];
    for (const key of maps.flatMap(issueMessageKeys)) expect(i18n.exists(key), key).toBe(true);
  });

  it('ask the admin login for both fields, and refuse an address the server would refuse', () => {
    expect(messagesOf(ZAdminLoginFormSchema, { email: ' ', password: '' }, ADMIN_LOGIN_MESSAGES)).toEqual({
      email: 'admin:login.fieldsRequired',
      password: 'admin:login.fieldsRequired',
    });
    expect(messagesOf(ZAdminLoginFormSchema, { email: 'boss', password: 'secret' }, ADMIN_LOGIN_MESSAGES)).toEqual({
      email: 'errors:VALIDATION_FAILED',
    });
  });

  it('check the first admin with the texts of the setup form', () => {
    expect(
      messagesOf(ZAdminSetupFormSchema, { email: 'root', password: 'short', confirm: 'other' }, ADMIN_SETUP_MESSAGES),
    ).toEqual({
      email: 'admin:setup.emailInvalid',
      password: 'errors:PASSWORD_TOO_SHORT',
      confirm: 'admin:setup.passwordsDiffer',
    });
  });
});
