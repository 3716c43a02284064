import { signUpEmployee } from '../support/accounts.ts';
import { seriousAxeFindings } from '../support/axe.ts';
import { expect, test, waitForPage } from '../support/fixtures.ts';

/**
 * The person's own day (ADR 022): a device in Auckland, a company in UTC. The dashboard offers the device's zone;
 * taken, the person's days are counted in it; the profile's setting goes back to the company's, and "Keep" is
 * remembered.
 */
test.describe('time zone', { tag: '@db' }, () => {
  test.use({ timezoneId: 'Pacific/Auckland' });

  test("the device's zone is offered and taken; back to the company's, and Keep is remembered", async ({ page }) => {
    // Signed up through the API without a zone: the company's (UTC).
    await signUpEmployee(page);
    await page.goto('/dashboard');
    await waitForPage(page);
    const offer = page.getByRole('region', { name: 'Different time zone' });
    await expect(
      offer.getByText('Your device is set to Pacific/Auckland. Count your days in this time zone?'),
    ).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await offer.getByRole('button', { name: 'Use Pacific/Auckland' }).click();
    await expect(offer).toBeHidden();
    const me = (await (await page.request.get('/api/me')).json()) as { profile: Record<string, unknown> };
    expect(me.profile).toMatchObject({ timeZone: 'Pacific/Auckland', effectiveTimeZone: 'Pacific/Auckland' });

    await page.goto('/profile');
    await waitForPage(page);
    const select = page.getByRole('combobox', { name: 'Time zone' });
    await expect(select).toHaveValue('Pacific/Auckland');
    await select.selectOption({ label: "Company's time zone (UTC)" });
    await page.getByRole('button', { name: 'Save time zone' }).click();
    await expect(page.getByText('Your days are now counted in UTC.')).toBeVisible();

    // The device and the days differ again: offered, kept, and not offered again for this pair.
    await offer.getByRole('button', { name: 'Keep UTC' }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await waitForPage(page);
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('');
    await expect(offer).toBeHidden();
  });
});
