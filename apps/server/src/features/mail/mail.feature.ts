import { MAIL_ERROR_CODES } from '@openwell/contracts';
import { defineFeature, tablesOf } from '../feature.ts';
import { expireOutboxMailJob } from './mail.jobs.ts';
import { mailRoutes } from './mail.routes.ts';
import * as tables from './mail.tables.ts';

/**
 * mail: SMTP or the outbox, the development mailbox (404 in production), the outbox's retention. The mails' texts are
 * here (mail.templates.ts); the features that send them name them in their descriptors. The outbox names its
 * recipients by e-mail address, not by user: it is kept for its retention (`mail.outbox.expire`).
 */
export const mailFeature = defineFeature({
  name: 'mail',
  routes(app, { mailService }, { config }) {
    mailRoutes(app, { mailService, config });
  },
  jobs: [expireOutboxMailJob],
  tables: tablesOf(tables),
  errors: MAIL_ERROR_CODES,
  personalData: [],
});
