import { FALLBACK_LANGUAGE, LANGUAGES, type TLanguage } from './index.ts';

/**
 * Which language a visitor gets, decided the same way by the server (for the prerendered public
 * pages, docs/decisions/011-prerendered-public-pages.md) and by the browser's language detector:
 *
 * 1. the stored choice: the `i18nextLng` cookie, which the web app writes beside its localStorage
 *    entry of the same name whenever the interface language changes;
 * 2. the browser's languages: Accept-Language on the server, `navigator.languages` in the browser
 *    (the browser builds the header from that list), the first one we support wins ("de-CH" -> de);
 * 3. English.
 */

/** Name of the cookie that carries the stored language choice (the same as the localStorage key). */
export const LANGUAGE_COOKIE = 'i18nextLng';

/** One of ours for a language tag ("de", "de-CH", "DE_ch"), else null. */
export function toLanguage(tag: string | null | undefined): TLanguage | null {
  if (typeof tag !== 'string') return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(primary) ? (primary as TLanguage) : null;
}

/** The stored choice from a Cookie header, when it names one of our languages. */
export function languageFromCookieHeader(header: string | undefined): TLanguage | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== LANGUAGE_COOKIE) continue;
    let value = part.slice(separator + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // not percent-encoded after all: use as is
    }
    const language = toLanguage(value);
    if (language) return language;
  }
  return null;
}

/**
 * The first supported language of an Accept-Language header by preference (q-value, then order),
 * like i18next picks the first supported entry of `navigator.languages`. `*` and q=0 count for nothing.
 */
export function languageFromAcceptLanguage(header: string | undefined): TLanguage | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((range) => range.q > 0 && range.tag !== '' && range.tag !== '*')
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) {
    const language = toLanguage(range.tag);
    if (language) return language;
  }
  return null;
}

/** The language of a request: stored choice (cookie), then Accept-Language, then English. */
export function negotiateLanguage(headers: {
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}): TLanguage {
  return (
    languageFromCookieHeader(headers.cookie) ?? languageFromAcceptLanguage(headers.acceptLanguage) ?? FALLBACK_LANGUAGE
  );
}
