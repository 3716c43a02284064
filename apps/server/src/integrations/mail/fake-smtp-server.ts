import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { decodeMail } from './mime-decode.ts';

/** One message the fake server accepted. */
export type TCapturedMail = {
  /** Envelope sender and recipients (MAIL FROM / RCPT TO). */
  envelopeFrom: string | null;
  envelopeTo: string[];
  /** Decoded headers. */
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Every http(s) link in the text body, in order. */
  links: string[];
  /** The raw message as received. */
  raw: string;
  receivedAt: Date;
};

export type FakeSmtpServer = {
  /** `smtp://user:pass@127.0.0.1:<port>` (credentials accepted but optional). */
  url: string;
  messages: TCapturedMail[];
  /** Reject the next `n` messages with a permanent 554 error (a transport failure for the sender). */
  failNext(n: number): void;
  waitForMessage(predicate: (mail: TCapturedMail) => boolean, timeoutMs?: number): Promise<TCapturedMail>;
  close(): Promise<void>;
};

export const FAKE_SMTP_USER = 'openwell';
export const FAKE_SMTP_PASSWORD = 'fake-smtp-password';

export function extractLinks(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((match) => match[0]);
}

/**
 * A real SMTP server on 127.0.0.1 (random port, no TLS, AUTH optional) that keeps every message in memory. Tests
 * and the end-to-end suite point SMTP_URL at it and read the mails a user would receive.
 */
export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const messages: TCapturedMail[] = [];
  const waiters = new Set<() => void>();
  let failures = 0;

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      if (auth.username === FAKE_SMTP_USER && auth.password === FAKE_SMTP_PASSWORD) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1;
          const error = new Error('Message rejected by the fake SMTP server') as Error & { responseCode: number };
          error.responseCode = 554;
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const decoded = decodeMail(raw);
        const mailFrom = session.envelope.mailFrom;
        messages.push({
          envelopeFrom: mailFrom ? mailFrom.address : null,
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          from: decoded.headers.get('from') ?? '',
          to: decoded.headers.get('to') ?? '',
          subject: decoded.headers.get('subject') ?? '',
          text: decoded.text,
          html: decoded.html,
          links: extractLinks(decoded.text),
          raw,
          receivedAt: new Date(),
        });
        for (const wake of waiters) wake();
        callback(null);
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // After start-up, errors (a client dropping the connection) must not crash the test process.
  server.on('error', () => undefined);
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://${FAKE_SMTP_USER}:${FAKE_SMTP_PASSWORD}@127.0.0.1:${port}`,
    messages,
    failNext(n) {
      failures = Math.max(0, Math.trunc(n));
    },
    waitForMessage(predicate, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = (): boolean => {
          const found = messages.find(predicate);
          if (!found) return false;
          cleanup();
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`No matching mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        const wake = () => void check();
        waiters.add(wake);
        check();
      });
    },
    close() {
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
