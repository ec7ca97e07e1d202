import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { englishI18n, mockFetch } from '../../helpers';
import { catalogueProvider } from '../on_call/catalogueProvider';
import { billingResult, renderReport } from './reportingFixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const weekly = {
  id: 8,
  report: 'work_billing',
  name: 'Weekly to Air France',
  region_id: 10,
  params: { customer_id: 4 },
  frequency: 'weekly',
  hour: 6,
  recipient_ids: [31, 32],
  active: true,
  next_run_at: '2026-11-30T06:00:00.000Z',
  last_sent_at: '2026-11-23T06:00:00.000Z',
  last_error: 'Mailbox unavailable',
  version: 3,
};

/** The report with one schedule of it, the region's possible recipients, and the writes recorded. */
async function renderSchedules() {
  const calls = mockFetch({
    'GET /api/reports/work_billing': { body: billingResult() },
    'GET /api/reports': { body: [] },
    'GET /api/report_schedules/recipients': {
      body: [
        { id: 31, name: 'Ada Planner', email: 'planner@tarmac.test' },
        { id: 32, name: 'Sam Viewer', email: 'viewer@tarmac.test' },
      ],
    },
  });
  const { provider } = catalogueProvider({ report_schedules: [weekly] });
  const update = vi.fn(async (_resource: string, params: { data: object }) => ({ data: { ...weekly, ...params.data } }));
  const create = vi.fn(async (_resource: string, params: { data: object }) => ({ data: { ...params.data, id: 9 } }));
  await renderReport('/reporting/work_billing?from=2026-10-01&region_id=10&station_id=3&to=2026-10-31', {
    ...provider,
    update,
    create,
  } as DataProvider);
  return { calls, update, create };
}

describe('a report’s scheduled e-mails', () => {
  it('counts recipients in each language’s plural forms (French 0 and 1 singular, Chinese one form)', async () => {
    const i18n = await englishI18n();
    const summary = (smart_count: number) => i18n.translate('reporting.schedules.summary', { frequency: 'F', hour: '06', smart_count });
    expect([summary(1), summary(2)]).toEqual(['F at 06:00 UTC to 1 recipient', 'F at 06:00 UTC to 2 recipients']);
    await i18n.changeLocale('fr');
    expect([summary(0), summary(1), summary(2)]).toEqual([
      'F à 06 h UTC à 0 destinataire',
      'F à 06 h UTC à 1 destinataire',
      'F à 06 h UTC à 2 destinataires',
    ]);
    await i18n.changeLocale('zh-CN');
    expect(summary(1)).toBe('F UTC 06:00 发送给 1 位收件人');
    await i18n.changeLocale('en');
  });

  it('lists them with their last sending and error, and pauses one with its whole record', async () => {
    const { update } = await renderSchedules();

    const list = await screen.findByRole('list', { name: 'Scheduled e-mails' });
    const item = await within(list).findByRole('listitem');
    expect(item).toHaveTextContent('Weekly to Air France');
    // Plural forms, not "2 recipient(s)" (the expectation changes on purpose); runs read in UTC, labelled.
    expect(item).toHaveTextContent(/Weekly at 06:00 UTC to 2 recipients/);
    expect(item).toHaveTextContent(/last sent 23 Nov 2026 06:00 UTC/);
    expect(item).toHaveTextContent('last error: Mailbox unavailable');

    await userEvent.click(within(item).getByRole('switch', { name: 'Send “Weekly to Air France”' }));
    await vi.waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toEqual({
      name: 'Weekly to Air France',
      region_id: 10,
      params: { customer_id: 4 },
      frequency: 'weekly',
      hour: 6,
      recipient_ids: [31, 32],
      active: false,
      version: 3,
    });
  });

  it('schedules the filters on screen without their dates, to recipients of the report’s region', async () => {
    const { calls, create } = await renderSchedules();

    await userEvent.click(screen.getByRole('button', { name: 'Mail this report on a schedule…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mail this report on a schedule' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Name/ }));
    await userEvent.paste('CDG monthly');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Frequency' }));
    await userEvent.click(screen.getByRole('option', { name: 'Monthly' }));
    expect(within(dialog).getByText('Sends the previous calendar month.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Hour (UTC)' }));
    await userEvent.click(screen.getByRole('option', { name: '07:00' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Recipients' }));
    await userEvent.click(await screen.findByRole('option', { name: /Sam Viewer/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toEqual({
      report: 'work_billing',
      name: 'CDG monthly',
      region_id: 10,
      params: { station_id: 3 },
      frequency: 'monthly',
      hour: 7,
      recipient_ids: [32],
      active: true,
    });
    // The recipients offered are those of the report's region.
    expect(calls.some((call) => call.url === '/api/report_schedules/recipients?region_id=10')).toBe(true);
  });
});
