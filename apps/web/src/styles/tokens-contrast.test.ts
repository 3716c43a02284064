// @vitest-environment node
/**
 * Guards the WCAG AA promise of globals.css: every text/surface pair the components use reaches
 * 4.5:1, every control boundary and the focus ring reach 3:1, in the light and the dark theme.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./globals.css', import.meta.url), 'utf8');

function tokensOf(selector: string): Map<string, string> {
  const start = css.search(new RegExp(`^${selector.replace('.', '\\.')} \\{`, 'm'));
  if (start < 0) throw new Error(`no ${selector} block in globals.css`);
  const block = css.slice(start, css.indexOf('}', start));
  return new Map([...block.matchAll(/--([a-z-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1]!, m[2]!]));
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** [text, surface] pairs that must reach 4.5:1. */
const TEXT_PAIRS: Array<[string, string]> = [
  ['foreground', 'background'],
  ['foreground', 'muted'],
  ['foreground', 'secondary'],
  ['foreground', 'accent'],
  ['card-foreground', 'card'],
  ['popover-foreground', 'popover'],
  ['primary-foreground', 'primary'],
  ['secondary-foreground', 'secondary'],
  ['accent-foreground', 'accent'],
  ['muted-foreground', 'muted'],
  ['muted-foreground', 'background'],
  ['muted-foreground', 'card'],
  ['muted-foreground', 'popover'],
  ['destructive-foreground', 'destructive'],
  ['success-foreground', 'success'],
  ['warning-foreground', 'warning'],
  // Coloured text straight on a surface: links, error messages, status text.
  ['primary', 'background'],
  ['primary', 'card'],
  ['destructive', 'background'],
  ['destructive', 'card'],
  ['success', 'background'],
  ['success', 'card'],
  ['warning', 'background'],
  ['warning', 'card'],
];

/** [element, surface] pairs of non-text contrast (WCAG 1.4.11) that must reach 3:1. */
const UI_PAIRS: Array<[string, string]> = [
  ['input', 'background'],
  ['input', 'card'],
  ['input', 'popover'],
  ['ring', 'background'],
  ['ring', 'card'],
  ['ring', 'popover'],
  ['primary', 'background'],
  ['primary', 'card'],
];

describe.each([':root', '.dark'])('design tokens in %s', (selector) => {
  const tokens = tokensOf(selector);
  const color = (name: string): string => {
    const value = tokens.get(name);
    if (!value) throw new Error(`token --${name} is missing in ${selector}`);
    return value;
  };

  it.each(TEXT_PAIRS)('text --%s on --%s reaches 4.5:1', (text, surface) => {
    expect(contrast(color(text), color(surface))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(UI_PAIRS)('control --%s on --%s reaches 3:1', (element, surface) => {
    expect(contrast(color(element), color(surface))).toBeGreaterThanOrEqual(3);
  });
});

describe('contrast()', () => {
  it('computes the WCAG ratio', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
