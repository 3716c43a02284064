import type { ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';

/**
 * Which links a reply may carry: the app's own pages (a relative path, "/dashboard#coach") and phone numbers (the
 * crisis lines, "tel:112"). Anything else (other sites, `javascript:`, `data:`, protocol-relative "//host") is shown
 * as its text without a link.
 */
export function allowedHref(href: string): string | null {
  const url = href.trim();
  if (/^tel:\+?[0-9][0-9 ()./-]*$/i.test(url)) return url.replace(/\s+/g, '');
  if (
    url.startsWith('/') &&
    !url.startsWith('//') &&
    !url.includes('\\') &&
    ![...url].some((char) => char.charCodeAt(0) < 0x20)
  )
    return url;
  return null;
}

/** The elements a reply may use; everything else is replaced by its children (its text). */
const ALLOWED = [
  'p',
  'br',
  'strong',
  'em',
  'del',
  'ul',
  'ol',
  'li',
  'a',
  'code',
  'pre',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'img',
];

/** Headings inside a chat bubble are emphasised paragraphs, not part of the page's outline. */
const heading = ({ children }: { children?: ReactNode }) => <p className="font-semibold">{children}</p>;

const COMPONENTS: Components = {
  p: ({ children }) => <p className="[&:not(:first-child)]:mt-2">{children}</p>,
  ul: ({ children }) => <ul className="mt-2 list-disc space-y-1 pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="mt-2 list-decimal space-y-1 pl-5">{children}</ol>,
  code: ({ children }) => <code className="rounded bg-muted px-1 font-mono text-[0.9em]">{children}</code>,
  pre: ({ children }) => <pre className="mt-2 overflow-x-auto whitespace-pre-wrap">{children}</pre>,
  blockquote: ({ children }) => (
    <blockquote className="mt-2 border-l-2 pl-3 text-muted-foreground">{children}</blockquote>
  ),
  // An image is never loaded: its description stands in its place.
  img: ({ alt }) => <span>{alt}</span>,
  h1: heading,
  h2: heading,
  h3: heading,
  a: ({ href, children }) => {
    const target = href ? allowedHref(href) : null;
    const className =
      'font-medium text-primary underline underline-offset-2 focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';
    if (target === null) return <span>{children}</span>;
    if (target.startsWith('tel:')) {
      return (
        <a href={target} className={className}>
          {children}
        </a>
      );
    }
    return (
      <Link to={target} className={className}>
        {children}
      </Link>
    );
  },
};

/**
 * A coach reply: markdown without HTML. HTML in the text is shown as text, never interpreted (react-markdown turns
 * raw HTML into text nodes, and no raw-HTML plugin is used); images are shown as their description, other elements as their text;
 * links only to allowed places (allowedHref).
 */
export function ChatMarkdown({ text }: { text: string }) {
  return (
    <div className="text-sm leading-relaxed break-words" data-testid="chat-markdown">
      <Markdown
        allowedElements={ALLOWED}
        unwrapDisallowed
        components={COMPONENTS}
        urlTransform={(url, key) => (key === 'href' ? (allowedHref(url) ?? '') : '')}
      >
        {text}
      </Markdown>
    </div>
  );
}

/**
 * A reply's words without markdown's marks, for a screen reader's announcement (which would read out "asterisk"):
 * emphasis and code marks, heading and quote marks, list bullets and link targets go; the text stays.
 */
export function markdownAsSpeech(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/(\*\*|__|\*|_|`|~~)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
}
