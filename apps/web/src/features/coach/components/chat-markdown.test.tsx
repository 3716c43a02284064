import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { allowedHref, ChatMarkdown, markdownAsSpeech } from './chat-markdown.tsx';

function renderReply(text: string) {
  const router = createMemoryRouter([{ path: '/', element: <ChatMarkdown text={text} /> }]);
  const view = render(<RouterProvider router={router} />);
  return view.container.querySelector<HTMLElement>('[data-testid="chat-markdown"]')!;
}

describe('ChatMarkdown', () => {
  it('renders markdown: emphasis, lists, code', () => {
    const reply = renderReply('**Sleep** is *key*:\n\n- go to bed earlier\n- `no screens`');
    expect(reply.querySelector('strong')?.textContent).toBe('Sleep');
    expect(reply.querySelector('em')?.textContent).toBe('key');
    expect(reply.querySelectorAll('li')).toHaveLength(2);
    expect(reply.querySelector('code')?.textContent).toBe('no screens');
  });

  it('HTML is shown as text, never as elements', () => {
    const reply = renderReply('Hi <script>alert(1)</script> and <img src=x onerror="alert(2)"> <b>bold</b>');
    expect(reply.querySelector('script')).toBeNull();
    expect(reply.querySelector('img')).toBeNull();
    expect(reply.querySelector('b')).toBeNull();
    expect(reply.textContent).toContain('<script>alert(1)</script>');
    expect(reply.textContent).toContain('<img src=x onerror="alert(2)">');
  });

  it('a block of HTML is text too', () => {
    const reply = renderReply('<div onclick="steal()">\n<iframe src="https://evil.test"></iframe>\n</div>');
    expect(reply.querySelector('div, iframe')).toBeNull();
    expect(reply.textContent).toContain('<iframe src="https://evil.test"></iframe>');
  });

  it('links only to app pages and phone numbers; others are their text', () => {
    const reply = renderReply(
      '[trends](/dashboard#coach) [call](tel:+41-143) [x](javascript:alert(1)) [site](https://evil.test) ' +
        '[proto](//evil.test/a) [data](data:text/html,hi) <https://auto.test> ![pic](https://evil.test/p.png)',
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['trends', '/dashboard#coach'],
      ['call', 'tel:+41-143'],
    ]);
    expect(reply.textContent).toContain('x site proto data https://auto.test pic');
    expect(reply.innerHTML).not.toContain('javascript:');
    expect(reply.innerHTML).not.toContain('evil.test/p.png');
    expect(reply.querySelector('img')).toBeNull();
  });

  it('allowedHref', () => {
    expect(allowedHref('/profile')).toBe('/profile');
    expect(allowedHref('tel:112')).toBe('tel:112');
    expect(allowedHref('//evil.test')).toBeNull();
    expect(allowedHref('/\\evil.test')).toBeNull();
    expect(allowedHref('JavaScript:alert(1)')).toBeNull();
    expect(allowedHref('tel:112;javascript')).toBeNull();
    expect(allowedHref('mailto:a@b.c')).toBeNull();
  });
});

describe('markdownAsSpeech', () => {
  it('keeps the words and drops the marks a screen reader would read out', () => {
    expect(
      markdownAsSpeech(
        '**Sleep this week:** 7.5 h.\n\n- a _short_ walk\n- see [your goals](/dashboard#goals)\n\n_These figures are demo data._',
      ),
    ).toBe('Sleep this week: 7.5 h. a short walk see your goals These figures are demo data.');
    expect(markdownAsSpeech('Call 112 or 0800 111 0 111 (24/7).')).toBe('Call 112 or 0800 111 0 111 (24/7).');
  });
});
