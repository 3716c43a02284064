import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, waitForPage } from './fixtures.ts';

/** The axe rules that read colours: the only ones a theme (which changes colour tokens only) can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe's serious and critical findings on the page as it is now, one line each (rule, help, elements). */
export async function seriousAxeFindings(page: Page, rules?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

/**
 * The screen as it is, in both themes: every rule in the light theme; then the operating system turns dark (the page
 * follows it live, ADR 006) and the colour rules run again. That the rest would find the same is checked, not assumed:
 * the accessibility tree must not change with the theme. About a third of a full scan's time each time (the colour
 * rules are most of a scan), and no second visit. Findings are prefixed with the theme; the page ends light.
 */
export async function seriousAxeFindingsInBothThemes(page: Page): Promise<string[]> {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await expectTheme(page, 'light');
  // Everything the screen loads has arrived (nothing on the network for 0.5 s): the tree compared below is final.
  await page.waitForLoadState('networkidle');
  const body = page.locator('body');
  const tree = withoutToaster(await body.ariaSnapshot());
  const light = await seriousAxeFindings(page);
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await expectTheme(page, 'dark');
  // Colours change through CSS transitions (0.01 ms with reduced motion, but they end on a later frame): a scan
  // started before they end reads the light theme's colours on some elements. They are brought to their end state at
  // once: waiting for them to finish hung in CI (a busy headless page may not render the frame that ends them). Only
  // the transitions: an animation (a spinner) is left as it is.
  await finishTransitions(page);
  expect(withoutToaster(await body.ariaSnapshot()), 'the accessibility tree in the dark theme').toBe(tree);
  let dark = await seriousAxeFindings(page, COLOUR_RULES);
  if (dark.length > 0) {
    // A colour finding must still hold 300 ms later: one clean-clone CI run read the footer's links, already in the
    // dark theme's colour, against the light theme's background, on two screens of the twenty (every other run passed).
    await page.waitForTimeout(300);
    await finishTransitions(page);
    dark = await seriousAxeFindings(page, COLOUR_RULES);
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  return [...light.map((finding) => `light: ${finding}`), ...dark.map((finding) => `dark: ${finding}`)];
}

/** The toaster's empty live region, which the app mounts once idle (deferred-toaster.tsx), at any moment. */
function withoutToaster(tree: string): string {
  return tree
    .split('\n')
    .filter((line) => !/^- region "Notifications/.test(line))
    .join('\n');
}

/**
 * Opens `path` for a scan and makes sure the scan will look at that screen: the page has rendered
 * (not the loading fallback), no guard or redirect moved it elsewhere, and the theme is the one asked for.
 */
export async function openScreen(page: Page, path: string, colorScheme: 'light' | 'dark' = 'light'): Promise<void> {
  await page.goto(path);
  await waitForPage(page);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expectTheme(page, colorScheme);
}

/** The document carries the theme class the app sets for `colorScheme` (lib/theme). */
export async function expectTheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  const html = page.locator('html');
  if (colorScheme === 'dark') await expect(html).toHaveClass(/\bdark\b/);
  else await expect(html).not.toHaveClass(/\bdark\b/);
}

/** Brings every running CSS transition to its end state (an animation, such as a spinner, is left as it is). */
async function finishTransitions(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (!(animation instanceof CSSTransition)) continue;
      try {
        animation.finish();
      } catch {
        // a transition that cannot end (a playback rate of 0) keeps its state
      }
    }
  });
}
