import { describe, expect, it } from 'vitest';
import { decodeEncodedWords, decodeMail } from './mime-decode.ts';

describe('mime-decode', () => {
  it('decodes Q and B encoded words', () => {
    expect(decodeEncodedWords('=?UTF-8?Q?Passwort_zur=C3=BCcksetzen?=')).toBe('Passwort zurücksetzen');
    expect(decodeEncodedWords('=?UTF-8?B?UsOpaW5pdGlhbGlzZXo=?= votre')).toBe('Réinitialisez votre');
    expect(decodeEncodedWords('=?UTF-8?Q?a?= =?UTF-8?Q?b?=')).toBe('ab');
  });

  it('reads a multipart message with quoted-printable and base64 parts', () => {
    const raw = [
      'From: a@example.com',
      'To: b@example.com',
      'Subject: =?UTF-8?Q?Gr=C3=BC=C3=9Fe?=',
      'Content-Type: multipart/alternative;',
      ' boundary="--_b1"',
      '',
      '----_b1',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Hallo =C3=BCber https://x.test/reset?token=3Dabc=',
      'def',
      '----_b1',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('<p>Hallo</p>').toString('base64'),
      '----_b1--',
      '',
    ].join('\r\n');
    const mail = decodeMail(raw);
    expect(mail.headers.get('subject')).toBe('Grüße');
    expect(mail.headers.get('to')).toBe('b@example.com');
    expect(mail.text).toBe('Hallo über https://x.test/reset?token=abcdef');
    expect(mail.html).toBe('<p>Hallo</p>');
  });

  it('reads a single-part message', () => {
    const mail = decodeMail('Subject: Hi\r\nContent-Type: text/plain\r\n\r\nbody line\r\n');
    expect(mail.text).toBe('body line\n');
    expect(mail.html).toBeNull();
  });
});
