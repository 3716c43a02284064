import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message the fake server accepted. */
export type TCapturedMail = {
  /** Envelope sender and recipients (MAIL FROM / RCPT TO). */
  envelopeFrom: string | null;
  envelopeTo: string[];
  /** Decoded headers; addresses as `Name <address>` (several joined with ', '). */
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

/** An address header as written by senders: `Name <address>`, several joined with ', '. */
function formatAddresses(field: AddressObject | AddressObject[] | undefined): string {
  const groups = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return groups
    .flatMap((group) => group.value)
    .map((entry) => (entry.name ? `${entry.name} <${entry.address ?? ''}>` : (entry.address ?? '')))
    .join(', ');
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
        const raw = Buffer.concat(chunks);
        const mailFrom = session.envelope.mailFrom;
        simpleParser(raw).then(
          (parsed) => {
            const text = parsed.text ?? '';
            messages.push({
              envelopeFrom: mailFrom ? mailFrom.address : null,
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              from: formatAddresses(parsed.from),
              to: formatAddresses(parsed.to),
              subject: parsed.subject ?? '',
              text,
              html: parsed.html || null,
              links: extractLinks(text),
              raw: raw.toString('utf8'),
              receivedAt: new Date(),
            });
            for (const wake of waiters) wake();
            callback(null);
          },
          (error: Error) => callback(error),
        );
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
