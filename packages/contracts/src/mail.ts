import { z } from 'zod';
import { ANONYMOUS, defineEndpoint } from './endpoint.ts';

/**
 * The development mailbox: without SMTP, e-mails wait in the outbox and these pages show them, newest first. Off
 * (404) in production, and on a non-local PUBLIC_URL they answer only requests from the server machine itself.
 */

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type TMailStatus = (typeof MAIL_STATUSES)[number];

/**
 * How mail leaves the server: `smtp` (SMTP_URL is set), `dev-mailbox` (no SMTP outside production: mails wait in the
 * outbox and the development mailbox shows them) or `outbox` (no SMTP in production: mails wait in the outbox and
 * nobody receives them, so password resets do not work until an administrator sets SMTP_URL).
 */
export const MAIL_DELIVERIES = ['smtp', 'dev-mailbox', 'outbox'] as const;
export type TMailDelivery = (typeof MAIL_DELIVERIES)[number];
export const DEV_MAILBOX_LIMIT = 100;

export const ZDevMailSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  to: z.string(),
  subject: z.string(),
  /** Null once a delivery was attempted: bodies (with their links) are not kept after that (issue 22). */
  text: z.string().nullable(),
  html: z.string().nullable(),
  language: z.string(),
  status: z.enum(MAIL_STATUSES),
  lastError: z.string().nullable(),
});
export const ZDevMailboxResponseSchema = z.object({ mails: z.array(ZDevMailSchema) });
export type TDevMailboxResponse = z.infer<typeof ZDevMailboxResponseSchema>;

const tags = ['mail'] as const;

export const getDevMailbox = defineEndpoint({
  operationId: 'getDevMailbox',
  method: 'GET',
  path: '/api/dev/mailbox.json',
  tags,
  summary: 'Development mailbox: the latest outgoing e-mails (JSON)',
  access: ANONYMOUS,
  responses: { 200: ZDevMailboxResponseSchema },
  errors: ['NOT_FOUND'],
});

export const getDevMailboxPage = defineEndpoint({
  operationId: 'getDevMailboxPage',
  method: 'GET',
  path: '/api/dev/mailbox',
  tags,
  summary: 'Development mailbox: the latest outgoing e-mails (HTML page)',
  access: ANONYMOUS,
  responses: { 200: z.string() },
  produces: 'text/html',
  errors: ['NOT_FOUND'],
});

export const MAIL_ENDPOINTS = [getDevMailbox, getDevMailboxPage] as const;
