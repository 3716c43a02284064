import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installRadixPolyfills } from '@/components/ui/test-utils.tsx';
import { apiError, json, mockApi, renderFeature } from '@/test/feature-test-kit.tsx';
import { ACME_ID, companyDetail } from '../test/company-fixtures.ts';
import { CreateCompanyDialog } from './create-company-dialog.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/components/ui/sonner.tsx', () => ({ toast }));
beforeAll(installRadixPolyfills);
afterEach(() => vi.unstubAllGlobals());

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'New company' }));
  return screen.findByRole('dialog', { name: 'New company' });
}

const field = (dialog: HTMLElement, name: string) => within(dialog).getByLabelText<HTMLInputElement>(name);

describe('CreateCompanyDialog', () => {
  it('checks the fields with the contract rules before sending anything', async () => {
    const api = mockApi({});
    renderFeature(<CreateCompanyDialog />);
    const dialog = await openDialog();
    await userEvent.clear(field(dialog, 'Time zone'));
    await userEvent.type(field(dialog, 'Time zone'), 'Mars/Olympus_Mons');
    await userEvent.type(field(dialog, 'Seat limit'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create company' }));

    expect(await within(dialog).findByText("Please enter the company's name.")).toBeTruthy();
    expect(within(dialog).getByText('Please choose a time zone from the list, e.g. Europe/Zurich.')).toBeTruthy();
    expect(
      within(dialog).getByText('Please enter a whole number of at least 1, or leave the field empty for no limit.'),
    ).toBeTruthy();
    expect(field(dialog, 'Company name')).toHaveProperty('ariaInvalid', 'true');
    expect(document.activeElement).toBe(field(dialog, 'Company name'));
    expect(api.calls).toEqual([]);
  });

  it('builds the list of departments: add with the button or Enter, no duplicates, remove', async () => {
    mockApi({});
    renderFeature(<CreateCompanyDialog />);
    const dialog = await openDialog();
    const name = field(dialog, 'Department name');
    await userEvent.type(name, 'Engineering');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await userEvent.type(name, 'Sales{Enter}');
    // Enter added the department; it did not submit the form.
    expect(within(dialog).queryByText("Please enter the company's name.")).toBeNull();
    await userEvent.type(name, 'sales{Enter}');
    expect(within(dialog).getByRole('alert').textContent).toBe('This department is already in the list.');
    expect(name).toHaveProperty('value', 'sales');

    const list = within(dialog).getByRole('list', { name: 'Departments to create' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Engineering', 'Sales']);
    await userEvent.click(within(list).getByRole('button', { name: 'Remove Engineering' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sales']);
  });

  it('keeps everything typed when the server refuses, then creates the company and opens its page', async () => {
    let attempt = 0;
    const api = mockApi({
      createCompany: ({ body }) =>
        ++attempt === 1
          ? apiError(503, 'SERVICE_UNAVAILABLE')
          : json(201, companyDetail({ name: (body as { name: string }).name })),
    });
    const { router } = renderFeature(<CreateCompanyDialog />, {
      path: '/admin/companies',
      extraRoutes: ['/admin/companies/:companyId'],
    });
    const dialog = await openDialog();
    await userEvent.type(field(dialog, 'Company name'), 'Acme Ltd');
    await userEvent.clear(field(dialog, 'Time zone'));
    await userEvent.type(field(dialog, 'Time zone'), 'Europe/Zurich');
    await userEvent.type(field(dialog, 'Seat limit'), '250');
    await userEvent.type(field(dialog, 'Department name'), 'Engineering{Enter}');
    // Typed but not added: it joins the list on submit rather than being dropped.
    await userEvent.type(field(dialog, 'Department name'), 'Sales');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create company' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The service is temporarily unavailable. Please try again later.',
    );
    expect(field(dialog, 'Company name')).toHaveProperty('value', 'Acme Ltd');
    expect(field(dialog, 'Time zone')).toHaveProperty('value', 'Europe/Zurich');
    expect(field(dialog, 'Seat limit')).toHaveProperty('value', '250');
    const list = within(dialog).getByRole('list', { name: 'Departments to create' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Engineering', 'Sales']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create company' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/companies/${ACME_ID}`));
    expect(toast.success).toHaveBeenCalledWith('Acme Ltd has been created.');
    const bodies = api.callsTo('createCompany').map((call) => call.body);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual({
      name: 'Acme Ltd',
      defaultLanguage: 'en',
      timeZone: 'Europe/Zurich',
      seatLimit: 250,
      departments: ['Engineering', 'Sales'],
    });
  });

  it('sends no seat limit as null', async () => {
    const api = mockApi({ createCompany: () => json(201, companyDetail({ seatLimit: null, departments: [] })) });
    renderFeature(<CreateCompanyDialog />, { extraRoutes: ['/admin/companies/:companyId'] });
    const dialog = await openDialog();
    await userEvent.type(field(dialog, 'Company name'), '  Beta AG  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create company' }));
    await waitFor(() => expect(api.callsTo('createCompany')).toHaveLength(1));
    expect(api.callsTo('createCompany')[0]!.body).toMatchObject({ name: 'Beta AG', seatLimit: null, departments: [] });
  });
});
