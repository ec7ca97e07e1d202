import type { DataProvider } from 'react-admin';
import type { ReportResult } from '../../../../model/modules/reporting/result';
import { routes } from '../../../../model/routes';
import ReportPage from '../../../../src/pages/reporting/ReportPage';
import { makeUser, renderInAdmin, signIn } from '../../helpers';

export const reportRoute = routes.find((route) => route.name === 'reporting_report')!;

/** A planner of two regions (10 active, 20) who sees money in reports. */
export const reportingPlanner = (money = true) =>
  makeUser({ permission: ['reporting_tab', ...(money ? ['reporting_amounts'] : [])].map((permissions_name) => ({ permissions_name })) });

/** Renders the report screen at `path` over `provider` (saved views, reference pickers), with toasts and a location probe. */
export async function renderReport(path: string, provider: DataProvider, money = true) {
  signIn(reportingPlanner(money));
  return renderInAdmin(<ReportPage route={reportRoute} />, {
    path,
    route: '/reporting/:report',
    dataProvider: provider,
    notifications: true,
  });
}

/** Work and billing for two customers in two currencies, as the API answers it to someone who sees money. */
export function billingResult(overrides: Partial<ReportResult> = {}): ReportResult {
  return {
    report: 'work_billing',
    title: 'Work done and billable amounts',
    params: { from: '2026-07-01', to: '2026-09-30', region_id: 10 },
    columns: [
      { key: 'customer', type: 'text', label: 'Customer' },
      { key: 'day', type: 'date', label: 'Last job' },
      { key: 'jobs', type: 'number', label: 'Jobs' },
      { key: 'hours', type: 'hours', label: 'Hours' },
      { key: 'response', type: 'minutes', label: 'Mean response' },
      { key: 'within', type: 'percent', label: 'Within SLA' },
      { key: 'amount', type: 'money', label: 'Billable amount' },
      { key: 'currency', type: 'text', label: 'Currency' },
    ],
    rows: [
      { customer: 'Air France', day: '2026-09-28', jobs: 1234, hours: 12.25, response: 95, within: 87.5, amount: 1234.5, currency: 'EUR' },
      { customer: 'Delta', day: '2026-09-03', jobs: 7, hours: 3, response: 30, within: 100, amount: 99, currency: 'USD' },
    ],
    totals: { jobs: 1241, hours: 15.25, response: 86, within: 88 },
    amount_totals: [
      { currency: 'EUR', amount: 1234.5 },
      { currency: 'USD', amount: 99 },
    ],
    chart: {
      kind: 'bar',
      x: 'customer',
      series: ['jobs'],
      data: [
        { customer: 'Air France', jobs: 1234 },
        { customer: 'Delta', jobs: 7 },
      ],
    },
    amounts_hidden: false,
    generated_at: '2026-10-01T08:00:00.000Z',
    ...overrides,
  };
}
