import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { devMailboxEnabled, renderDevMailboxPage } from './mail.dev-mailbox.ts';
import { languageFromAcceptLanguage } from './mail.i18n.ts';
import type { MailService } from './mail.service.ts';
import { MAIL_STATUSES } from './mail.tables.ts';

export type MailRoutesOptions = { mailService: MailService; config: Pick<TConfig, 'nodeEnv' | 'publicUrl'> };

export const DEV_MAILBOX_LIMIT = 100;

const ZDevMailSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  language: z.string(),
  status: z.enum(MAIL_STATUSES),
  lastError: z.string().nullable(),
});
const ZDevMailboxResponseSchema = z.object({ mails: z.array(ZDevMailSchema) });

/**
 * The development mailbox: GET /api/dev/mailbox (HTML) and /api/dev/mailbox.json, newest first. 404 NOT_FOUND in
 * production (and on non-loopback installs, see mail.dev-mailbox.ts).
 */
export const mailRoutes: FastifyPluginAsyncZod<MailRoutesOptions> = async (app, { mailService, config }) => {
  app.get(
    '/api/dev/mailbox.json',
    {
      schema: {
        tags: ['development'],
        summary: 'Development mailbox (JSON)',
        response: { 200: ZDevMailboxResponseSchema },
      },
    },
    async (request, reply) => {
      if (!devMailboxEnabled(config, request)) throw new AppError('NOT_FOUND');
      const mails = await mailService.listRecent(DEV_MAILBOX_LIMIT);
      void reply.header('cache-control', 'no-store');
      return {
        mails: mails.map((mail) => ({
          id: mail.id,
          createdAt: mail.createdAt.toISOString(),
          sentAt: mail.sentAt?.toISOString() ?? null,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody,
          language: mail.language,
          status: mail.status,
          lastError: mail.lastError,
        })),
      };
    },
  );

  app.get(
    '/api/dev/mailbox',
    { schema: { tags: ['development'], summary: 'Development mailbox (HTML page)' } },
    async (request, reply) => {
      if (!devMailboxEnabled(config, request)) throw new AppError('NOT_FOUND');
      const mails = await mailService.listRecent(DEV_MAILBOX_LIMIT);
      const language = languageFromAcceptLanguage(request.headers['accept-language']);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderDevMailboxPage(language, mails));
    },
  );
};
