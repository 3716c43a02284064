import { EMPLOYERS_ERROR_CODES } from '@openwell/contracts';
import { renderEmployerInvitationMail } from './employers.mails.ts';
import { defineFeature, tablesOf } from '../feature.ts';
import { employersRoutes } from './employers.routes.ts';
import * as tables from './employers.tables.ts';
import { companyEmployers, employerInvitations } from './employers.tables.ts';

/** employers: employer invitations (mailed), their acceptance, revoking access; who administers which company. */
export const employersFeature = defineFeature({
  name: 'employers',
  routes(app, { employersService, auth }) {
    employersRoutes(app, { employersService, startSession: auth.sessions.startSession });
  },
  tables: tablesOf(tables),
  errors: EMPLOYERS_ERROR_CODES,
  mails: { 'employer-invitation': renderEmployerInvitationMail },
  personalData: [
    { table: companyEmployers, userColumn: companyEmployers.userId, export: 'rows', erase: 'delete' },
    // Who granted someone else's access: the grant stays, the granting person is forgotten.
    { table: companyEmployers, userColumn: companyEmployers.grantedBy, export: 'rows', erase: 'anonymise' },
    // The invitations a person sent, and the one they accepted: the invitation stays (the company's record).
    {
      table: employerInvitations,
      userColumn: employerInvitations.invitedBy,
      export: { omit: [employerInvitations.tokenHash], why: 'the hash of the invitation link' },
      erase: 'anonymise',
    },
    {
      table: employerInvitations,
      userColumn: employerInvitations.acceptedUserId,
      export: { omit: [employerInvitations.tokenHash], why: 'the hash of the invitation link' },
      erase: 'anonymise',
    },
    // The invitations sent to the person's address: they go with the account (the address is what names them).
    {
      table: employerInvitations,
      emailColumn: employerInvitations.email,
      export: { omit: [employerInvitations.tokenHash], why: 'the hash of the invitation link' },
      erase: 'delete',
    },
  ],
});
