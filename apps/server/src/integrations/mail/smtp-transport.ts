import nodemailer from 'nodemailer';

/** Timeouts for one delivery: a stuck SMTP server must not hold a password-reset request for minutes. */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
} as const;

export type OutgoingMail = { from: string; to: string; subject: string; text: string; html?: string };

export interface SmtpTransport {
  /** Delivers one message; rejects when the server refuses it or cannot be reached. */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

/**
 * The SMTP adapter: nodemailer over `SMTP_URL`, `smtp://` (STARTTLS when the server offers it) or `smtps://`
 * (implicit TLS), with credentials in the URL (`smtps://user:password@smtp.example.com:465`).
 */
export function createSmtpTransport(smtpUrl: string): SmtpTransport {
  const protocol = new URL(smtpUrl).protocol;
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  }
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send(mail) {
      const info = await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html === undefined ? {} : { html: mail.html }),
      });
      return { messageId: String(info.messageId) };
    },
    close() {
      transporter.close();
    },
  };
}
