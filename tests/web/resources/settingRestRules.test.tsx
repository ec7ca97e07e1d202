import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultRestSettings } from '../../../model/modules/manpower/restRuleCatalogue';
import type { SettingRecord } from '../../../model/resources/setting';
import { setUser } from '../../../src/providers/authState';
import GeneralSettingsForm from '../../../src/resources/setting/GeneralSettingsForm';
import { makeUser, mockFetch, renderInAdmin, signIn } from '../helpers';

/** The roster's rest rules (docs/modules/manpower.md) are company settings, each shown with its source and checked against its range. */
const record: SettingRecord = {
  id: 1,
  version: 4,
  updated_at: '2026-05-01T10:00:00.000Z',
  company_name: 'Tarmac',
  approval_reference: 'NL.145.1234',
  logo_url: null,
  default_locale: 'en',
  week_starts_monday: true,
  date_format: 'DD MMM YYYY',
  planning_horizon_days: 14,
  training_alert_days: 30,
  calibration_alert_days: 14,
  service_alert_days: 30,
  insurance_alert_days: 30,
  shelf_life_alert_days: 60,
  ...defaultRestSettings,
};
const admin = () =>
  makeUser({ role_id: 1, role: 'admin', permission: ['settings_tab', 'settings_write'].map((permissions_name) => ({ permissions_name })) });

afterEach(() => {
  vi.unstubAllGlobals();
  setUser(null);
});

describe('the rest rules on the general settings page', () => {
  it('shows the six settings with their values and citations', async () => {
    signIn(admin());
    mockFetch({ 'GET /api/setting': { body: record } });
    await renderInAdmin(<GeneralSettingsForm />);
    const section = await screen.findByRole('region', { name: 'Roster rest rules' });
    expect(section).toBeInTheDocument();
    expect(screen.getByLabelText(/Daily rest between shifts/)).toHaveValue(11);
    expect(screen.getByLabelText(/Weekly rest in every 7 days/)).toHaveValue(35);
    expect(screen.getByLabelText(/Average weekly working time/)).toHaveValue(48);
    expect(screen.getByLabelText(/Reference period of the average/)).toHaveValue(17);
    expect(screen.getByLabelText(/Time off in any 7 days at US stations/)).toHaveValue(24);
    expect(screen.getByLabelText(/Consecutive working days/)).toHaveValue(6);
    expect(screen.getByText(/2003\/88\/EC, Art\. 3/)).toBeInTheDocument();
    expect(screen.getByText(/CJEU C-306\/16/)).toBeInTheDocument();
    expect(screen.getByText(/14 CFR 121\.377/)).toBeInTheDocument();
    expect(screen.getByText(/Art\. 16\(b\)/)).toBeInTheDocument();
  });

  it('refuses a value out of range before sending, and saves one within it', async () => {
    signIn(admin());
    const calls = mockFetch({
      'GET /api/setting': { body: record },
      'PUT /api/setting': { body: { ...record, version: 5, min_daily_rest_hours: 12 } },
    });
    await renderInAdmin(<GeneralSettingsForm />);
    const dailyRest = await screen.findByLabelText(/Daily rest between shifts/);
    await userEvent.clear(dailyRest);
    await userEvent.type(dailyRest, '25');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/24/, { selector: '.MuiFormHelperText-root.Mui-error' })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.clear(dailyRest);
    await userEvent.type(dailyRest, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(JSON.parse(calls.find((call) => call.method === 'PUT')!.body as string)).toMatchObject({
      version: 4,
      min_daily_rest_hours: 12,
      max_consecutive_days: 6,
    });
  });
});
