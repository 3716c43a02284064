/**
 * A small MIME reader for the fake SMTP server: enough to read what nodemailer sends (headers with RFC 2047
 * encoded words, multipart bodies, quoted-printable and base64 parts, UTF-8). Not a general mail parser.
 */

export type MimeHeaders = Map<string, string>;
export type MimePart = { headers: MimeHeaders; body: string };

function splitHeadersAndBody(source: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(source);
  if (!match) return { head: source, body: '' };
  return { head: source.slice(0, match.index), body: source.slice(match.index + match[0].length) };
}

/** Header names lower-cased; folded lines joined; encoded words decoded. The first occurrence wins. */
export function parseHeaders(head: string): MimeHeaders {
  const headers: MimeHeaders = new Map();
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, decodeEncodedWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

function decodeQuotedPrintableBytes(input: string, underscoreIsSpace: boolean): Buffer {
  const text = underscoreIsSpace ? input.replaceAll('_', ' ') : input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    const hex = text.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBytes(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset || 'utf-8').decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

/** `=?UTF-8?Q?Passwort_zur=C3=BCcksetzen?=` -> `Passwort zurücksetzen` (adjacent encoded words joined). */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, charset: string, encoding: string, text: string) => {
      const bytes =
        encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : decodeQuotedPrintableBytes(text, true);
      return decodeBytes(bytes, charset.split('*')[0] ?? 'utf-8');
    });
}

/** `text/plain; charset=utf-8` -> { type: 'text/plain', params: { charset: 'utf-8' } } */
export function parseContentType(value: string | undefined): { type: string; params: Record<string, string> } {
  const [type = 'text/plain', ...rest] = (value ?? 'text/plain').split(';');
  const params: Record<string, string> = {};
  for (const param of rest) {
    const eq = param.indexOf('=');
    if (eq < 0) continue;
    params[param.slice(0, eq).trim().toLowerCase()] = param
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
  }
  return { type: type.trim().toLowerCase(), params };
}

function decodeBody(body: string, headers: MimeHeaders): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = parseContentType(headers.get('content-type')).params.charset ?? 'utf-8';
  if (encoding === 'base64') return decodeBytes(Buffer.from(body.replace(/\s+/g, ''), 'base64'), charset);
  if (encoding === 'quoted-printable') return decodeBytes(decodeQuotedPrintableBytes(body, false), charset);
  return body;
}

/** The leaf parts of a message (multiparts flattened), bodies decoded to text. */
export function parseMimeParts(source: string): MimePart[] {
  const { head, body } = splitHeadersAndBody(source);
  const headers = parseHeaders(head);
  const contentType = parseContentType(headers.get('content-type'));
  const boundary = contentType.params.boundary;
  if (!contentType.type.startsWith('multipart/') || !boundary) {
    return [{ headers, body: decodeBody(body, headers) }];
  }
  const parts: MimePart[] = [];
  const sections = body.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?`));
  // sections[0] is the preamble, the last one the epilogue.
  for (const section of sections.slice(1, -1)) {
    parts.push(...parseMimeParts(section.replace(/^\r?\n/, '')));
  }
  return parts;
}

export type DecodedMail = { headers: MimeHeaders; text: string; html: string | null };

export function decodeMail(source: string): DecodedMail {
  const { head } = splitHeadersAndBody(source);
  const parts = parseMimeParts(source);
  const find = (type: string) => parts.find((part) => parseContentType(part.headers.get('content-type')).type === type);
  return {
    headers: parseHeaders(head),
    text: (find('text/plain')?.body ?? '').replace(/\r\n/g, '\n'),
    html: find('text/html')?.body.replace(/\r\n/g, '\n') ?? null,
  };
}
