import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { HttpError, type DataProvider } from 'react-admin';
import { localToday } from '../../../../model/dates';
import { quickPeriodRange } from '../../../../src/pages/reporting/quickPeriods';
import { mockFetch } from '../../helpers';
import { catalogueProvider } from '../on_call/catalogueProvider';
import { billingResult, renderReport } from './reportingFixtures';

beforeAll(() => {
  // jsdom has no layout: the chart measures its box with a ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const location = () => screen.getByTestId('location').textContent ?? '';
const reportCalls = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.startsWith('/api/reports/work_billing?')).map((call) => call.url.split('?')[1]);
const saved = {
  id: 5,
  report: 'work_billing',
  name: 'Q3 per customer',
  params: { from: '2026-07-01', to: '2026-09-30', region_id: 10, customer_id: 4 },
  version: 1,
};
const stationOptions = { 'GET /api/reports/options/station_id': { body: [{ id: 3, label: 'CDG · Paris Charles de Gaulle' }] } };
const optionCalls = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.startsWith('/api/reports/options/')).map((call) => call.url);

describe('a report screen', () => {
  it('keeps its filters in the URL: the defaults written in, a station, a quick period and a region changed there, only the offered filters shown', async () => {
    const calls = mockFetch({
      'GET /api/reports/work_billing': { body: billingResult() },
      'GET /api/reports': { body: [] },
      ...stationOptions,
    });
    await renderReport('/reporting/work_billing', catalogueProvider({}).provider);
    // Opened bare: the last 30 days up to today in the active region (a running operation has data there on any
    // day of the month), in the URL at once (the link copied now reopens it).
    const today = localToday();
    const opening = { from: dayjs(today).subtract(29, 'day').format('YYYY-MM-DD'), to: today };
    expect(quickPeriodRange('last_30_days', today)).toEqual(opening);
    await vi.waitFor(() => expect(location()).toBe(`/reporting/work_billing?from=${opening.from}&region_id=10&to=${opening.to}`));
    await vi.waitFor(() => expect(reportCalls(calls)).toEqual([`from=${opening.from}&region_id=10&to=${opening.to}`]));
    const filters = screen.getByRole('search', { name: 'Report filters' });
    // work_billing offers station, customer and service; not technician nor fluid type.
    for (const offered of ['Station', 'Customer', 'Service'])
      expect(within(filters).getByRole('combobox', { name: offered })).toBeInTheDocument();
    expect(within(filters).queryByRole('combobox', { name: 'Technician' })).not.toBeInTheDocument();
    expect(within(filters).queryByRole('combobox', { name: 'Fluid type' })).not.toBeInTheDocument();
    expect(within(filters).getByRole('combobox', { name: 'Period' })).toHaveTextContent('Last 30 days');

    // A station picked is a URL parameter; a quick period rewrites both dates and keeps the station.
    await userEvent.click(within(filters).getByRole('combobox', { name: 'Station' }));
    await userEvent.click(await screen.findByRole('option', { name: 'CDG · Paris Charles de Gaulle' }));
    await vi.waitFor(() => expect(location()).toContain('station_id=3'));
    await userEvent.click(within(filters).getByRole('combobox', { name: 'Period' }));
    await userEvent.click(screen.getByRole('option', { name: 'Last quarter' }));
    const quarter = quickPeriodRange('last_quarter', localToday());
    await vi.waitFor(() =>
      expect(location()).toBe(`/reporting/work_billing?from=${quarter.from}&region_id=10&station_id=3&to=${quarter.to}`),
    );
    await vi.waitFor(() => expect(reportCalls(calls)).toContain(`from=${quarter.from}&region_id=10&station_id=3&to=${quarter.to}`));
    // Another region: its stations are not this one's, the station filter starts over.
    await userEvent.click(within(filters).getByRole('combobox', { name: 'Region' }));
    await userEvent.click(screen.getByRole('option', { name: 'North America' }));
    await vi.waitFor(() => expect(location()).toBe(`/reporting/work_billing?from=${quarter.from}&region_id=20&to=${quarter.to}`));
    // The station picker lists the report's region's stations, whichever region is active.
    await vi.waitFor(() =>
      expect(optionCalls(calls)).toEqual(['/api/reports/options/station_id?region_id=10', '/api/reports/options/station_id?region_id=20']),
    );
    expect(within(filters).getByRole('combobox', { name: 'Station' })).toBeEnabled();
  });

  it('reopens a shared link as it was: the same report asked with exactly its parameters, the dates shown as chosen', async () => {
    const catalogue = [
      {
        name: 'work_billing',
        title: 'Work done and billing',
        description: 'Services done by customer and service.',
        filters: [],
        columns: [],
      },
    ];
    const shared = mockFetch({
      'GET /api/reports/work_billing': { body: billingResult() },
      'GET /api/reports': { body: catalogue },
      ...stationOptions,
    });
    await renderReport('/reporting/work_billing?from=2025-07-05&region_id=20&station_id=3&to=2025-09-30', catalogueProvider({}).provider);
    await vi.waitFor(() => expect(reportCalls(shared)).toEqual(['from=2025-07-05&region_id=20&station_id=3&to=2025-09-30']));
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveTextContent('Chosen dates');
    // The station shown by name, from the link's region (not the active one).
    await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Station' })).toHaveValue('CDG · Paris Charles de Gaulle'));
    expect(optionCalls(shared)).toEqual(['/api/reports/options/station_id?region_id=20']);
    // Titled and described as the catalogue says, in full.
    expect(await screen.findByRole('heading', { level: 1, name: 'Work done and billing' })).toBeInTheDocument();
    expect(screen.getByText('Services done by customer and service.')).toBeInTheDocument();
    expect(location()).toBe('/reporting/work_billing?from=2025-07-05&region_id=20&station_id=3&to=2025-09-30');
  });

  it('formats the table in the user’s locale with its totals and one amount total per currency, sorts it, and says when amounts are hidden', async () => {
    mockFetch({ 'GET /api/reports/work_billing': { body: billingResult() }, 'GET /api/reports': { body: [] } });
    const { unmount } = await renderReport(
      '/reporting/work_billing?from=2026-07-01&region_id=10&to=2026-09-30',
      catalogueProvider({}).provider,
    );
    const table = await screen.findByRole('table', { name: 'Work done and billable amounts' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Air France\s*28 Sep 2026\s*1,234\s*12\.3\s*1:35\s*87\.5%\s*€1,234\.50\s*EUR/);
    expect(rows[2]).toHaveTextContent(/Delta.*\$99\.00\s*USD/);
    expect(within(table).getByRole('row', { name: 'Total' })).toHaveTextContent(/Total\s*1,241\s*15\.3\s*1:26\s*88%/);
    expect(within(table).getByRole('row', { name: 'Total EUR' })).toHaveTextContent('€1,234.50');
    expect(within(table).getByRole('row', { name: 'Total USD' })).toHaveTextContent('$99.00');
    expect(within(table).getAllByRole('cell', { name: '€1,234.50' })[0]).toHaveStyle({ textAlign: 'right' });
    // The chart hands screen readers to the table, which has the same figures.
    expect(screen.getByRole('img', { name: /Chart of Work done and billable amounts/ })).toHaveAttribute('aria-describedby', table.id);
    expect(screen.queryByText(/Amounts are hidden/)).not.toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Jobs' }));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Delta');
    await userEvent.click(within(table).getByRole('button', { name: 'Jobs' }));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Air France');
    unmount();

    const hidden = billingResult({
      amounts_hidden: true,
      amount_totals: [],
      columns: billingResult().columns.filter((column) => !['amount', 'currency'].includes(column.key)),
    });
    mockFetch({ 'GET /api/reports/work_billing': { body: hidden }, 'GET /api/reports': { body: [] } });
    await renderReport('/reporting/work_billing?from=2026-07-01&region_id=10&to=2026-09-30', catalogueProvider({}).provider, false);
    expect(await screen.findByText('Amounts are hidden: your role does not show money in reports.')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: 'Total EUR' })).not.toBeInTheDocument();
    expect(screen.queryByText('€1,234.50')).not.toBeInTheDocument();
  });

  it('shows the scan guard’s “narrow the filters” next to the filters, and “no data” for an empty answer', async () => {
    mockFetch({
      'GET /api/reports/work_billing': {
        status: 422,
        body: { message: 'This report would read too many records: narrow the filters.', errors: { to: ['Narrow the dates.'] } },
      },
      'GET /api/reports': { body: [] },
    });
    const { unmount } = await renderReport(
      '/reporting/work_billing?from=2026-01-01&region_id=10&to=2026-12-31',
      catalogueProvider({}).provider,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This report would read too many records: narrow the filters.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();

    mockFetch({
      'GET /api/reports/work_billing': {
        body: billingResult({ rows: [], amount_totals: [], chart: { kind: 'bar', x: 'customer', series: ['jobs'], data: [] } }),
      },
      'GET /api/reports': { body: [] },
    });
    await renderReport('/reporting/work_billing?from=2026-01-01&region_id=10&to=2026-01-31', catalogueProvider({}).provider);
    expect(await screen.findByText('No data for these filters.')).toBeInTheDocument();
  });

  it('saves the current filters as a named view, showing the server’s “name taken” on the field, and opens a saved view', async () => {
    mockFetch({ 'GET /api/reports/work_billing': { body: billingResult() }, 'GET /api/reports': { body: [] } });
    const { provider } = catalogueProvider({ report_views: [saved] });
    const create = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('Invalid', 422, { errors: { name: 'You already have a view with this name.' } }))
      .mockImplementation(async (_resource: string, params: { data: object }) => ({ data: { ...params.data, id: 6, version: 1 } }));
    await renderReport('/reporting/work_billing?from=2026-08-01&region_id=10&to=2026-08-31', { ...provider, create } as DataProvider);
    await screen.findByRole('table');

    await userEvent.click(screen.getByRole('button', { name: 'Views' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Save these filters as a view…' }));
    const dialog = screen.getByRole('dialog', { name: 'Save view' });
    await userEvent.paste('Q3 per customer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('You already have a view with this name.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await userEvent.paste('August');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(create).toHaveBeenLastCalledWith('report_views', {
      data: { report: 'work_billing', name: 'August', params: { from: '2026-08-01', to: '2026-08-31', region_id: 10 } },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Views' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Q3 per customer' }));
    expect(location()).toBe('/reporting/work_billing?customer_id=4&from=2026-07-01&region_id=10&to=2026-09-30');
  });

  it('renames a saved view with the version it read (its filters unchanged) and deletes it', async () => {
    mockFetch({ 'GET /api/reports/work_billing': { body: billingResult() }, 'GET /api/reports': { body: [] } });
    const { provider } = catalogueProvider({ report_views: [saved] });
    const update = vi.fn(async (_resource: string, params: { data: object }) => ({ data: { ...saved, ...params.data, version: 2 } }));
    const remove = vi.fn(async () => ({ data: saved }));
    await renderReport('/reporting/work_billing?from=2026-08-01&region_id=10&to=2026-08-31', {
      ...provider,
      update,
      delete: remove,
    } as DataProvider);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Views' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Rename or delete views…' }));
    const manager = screen.getByRole('dialog', { name: 'Your saved views' });
    await userEvent.click(within(manager).getByRole('button', { name: 'Rename Q3 per customer' }));
    const rename = screen.getByRole('dialog', { name: 'Rename view' });
    await userEvent.clear(within(rename).getByRole('textbox', { name: 'Name' }));
    await userEvent.paste('Third quarter');
    await userEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'report_views',
        expect.objectContaining({ id: 5, data: { name: 'Third quarter', params: saved.params, version: 1 } }),
      ),
    );
    await userEvent.click(within(manager).getByRole('button', { name: 'Delete Q3 per customer' }));
    await vi.waitFor(() => expect(remove).toHaveBeenCalledWith('report_views', expect.objectContaining({ id: 5 })));
  });
});
