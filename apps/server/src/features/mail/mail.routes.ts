import { DEV_MAILBOX_LIMIT, getDevMailbox, getDevMailboxPage } from '@openwell/contracts';
import type { AppInstance } from '../../app.ts';
import type { TConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { devMailboxEnabled, renderDevMailboxPage } from './mail.dev-mailbox.ts';
import { languageFromAcceptLanguage } from './mail.i18n.ts';
import type { MailService } from './mail.service.ts';

export type MailRoutesOptions = { mailService: MailService; config: Pick<TConfig, 'nodeEnv' | 'publicUrl'> };

/**
 * The development mailbox: GET /api/dev/mailbox (HTML) and /api/dev/mailbox.json, newest first. 404 NOT_FOUND in
 * production (and on non-loopback installs, see mail.dev-mailbox.ts).
 */
export function mailRoutes(app: AppInstance, { mailService, config }: MailRoutesOptions): void {
  registerEndpoint(app, getDevMailbox, async ({ request, reply }) => {
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
  });

  registerEndpoint(app, getDevMailboxPage, async ({ request, reply }) => {
    if (!devMailboxEnabled(config, request)) throw new AppError('NOT_FOUND');
    const mails = await mailService.listRecent(DEV_MAILBOX_LIMIT);
    const language = languageFromAcceptLanguage(request.headers['accept-language']);
    void reply.header('cache-control', 'no-store');
    return renderDevMailboxPage(language, mails);
  });
}
