import { MAIL_ERROR_CODES } from '@openwell/contracts';
import { defineFeature, tablesOf } from '../feature.ts';
import { expireOutboxMailJob } from './mail.jobs.ts';
import { mailRoutes } from './mail.routes.ts';
import * as tables from './mail.tables.ts';

/**
 * mail: SMTP or the outbox, the development mailbox (404 in production), the outbox's retention, and the layout of
 * every mail (mail.templates.ts); each mail's template lives with the feature that sends it. The outbox names its
 * recipients by e-mail address, not by user: a person's mails are found by their address.
 */
export const mailFeature = defineFeature({
  name: 'mail',
  routes(app, { mailService }, { config }) {
    mailRoutes(app, { mailService, config });
  },
  jobs: [expireOutboxMailJob],
  tables: tablesOf(tables),
  errors: MAIL_ERROR_CODES,
  personalData: [
    {
      // The mails sent to the person: recipient, subject, language, status and times. The audit log keeps the
      // security record (a reset asked for, an invitation sent) when the mails go with the account.
      table: tables.mailOutbox,
      emailColumn: tables.mailOutbox.toAddress,
      export: {
        omit: [tables.mailOutbox.textBody, tables.mailOutbox.htmlBody],
        why: "a waiting mail's body holds a single-use link, a key to the account (a sent one's is gone)",
      },
      erase: 'delete',
    },
  ],
});
