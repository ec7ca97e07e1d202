import { sql, type SQL } from 'drizzle-orm';
import type { ReportParams } from '../../../../model/modules/reporting/params';
import type { ReportRow } from '../../../../model/modules/reporting/result';
import { defineReport } from '../definition';
import { amountTotals, sumColumns } from '../totals';
import { allOf, inRegion, matches, onLocalDays } from './filterSql';

/**
 * The expenses of the region's On-Call jobs (the only records that carry expenses: a road trip's
 * tolls and mileage are billed as expense lines of the request it served) incurred on the period's
 * days, local to the job's airport.
 */
const expenseConditions = (params: ReportParams): SQL =>
  allOf([
    inRegion(sql`r.region_id`, params),
    onLocalDays(sql`e.incurred_at`, sql`ap.time_zone`, params),
    matches(sql`r.station_id`, params.station_id),
    matches(sql`r.customer_id`, params.customer_id),
    matches(sql`e.technician_id`, params.technician_id),
  ]);

const expenseRecords = sql`on_call_expenses e
  join on_call_requests r on r.id = e.request_id
  join airport ap on ap.id = r.airport_id`;

/** One row per technician, trip (the request, and its road trip when there was one), expense type and currency. */
const rowsStatement = (params: ReportParams): SQL => sql`
  select t.name as technician, r.request_no as trip, rt.name as road_trip, x.name as type,
    count(*) as count, sum(e.quantity) as quantity, sum(e.amount) as amount, e.currency
  from ${expenseRecords}
  join expenses x on x.id = e.expense_id
  left join technicians t on t.id = e.technician_id
  left join road_trips rt on rt.id = r.road_trip_id
  where ${expenseConditions(params)}
  group by t.id, t.name, r.id, r.request_no, rt.name, x.id, x.name, e.currency
  order by t.name nulls last, t.id, r.request_no, x.name, e.currency`;

/** One bar per technician (and currency): the amount and the number of expense lines. */
const chartStatement = (params: ReportParams): SQL => sql`
  select coalesce(t.name, '—') as technician, count(*) as count, sum(e.amount) as amount, e.currency
  from ${expenseRecords}
  left join technicians t on t.id = e.technician_id
  where ${expenseConditions(params)}
  group by t.id, t.name, e.currency
  order by t.name nulls last, t.id, e.currency`;

/**
 * Expenses by technician, trip and type (docs/modules/reporting.md): the lines, their quantity and amount (money,
 * in the expense's currency; totals per currency, never added across currencies).
 */
export const expensesReport = defineReport({
  name: 'expenses',
  columns: [
    { key: 'technician', type: 'text' },
    { key: 'trip', type: 'text' },
    { key: 'road_trip', type: 'text' },
    { key: 'type', type: 'text' },
    { key: 'count', type: 'number' },
    { key: 'quantity', type: 'number' },
    { key: 'amount', type: 'money' },
    { key: 'currency', type: 'text' },
  ],
  statements: (params) => ({ rows: rowsStatement(params), chart: chartStatement(params) }),
  scanned: (params) => sql`select 1 from ${expenseRecords} where ${expenseConditions(params)}`,
  shape: ({ rows, chart }) => ({
    rows,
    // Quantities are of different units (nights, km, each): only the lines add up.
    totals: { ...sumColumns(rows, ['count']), quantity: null } satisfies ReportRow,
    amount_totals: amountTotals(rows, ['amount']),
    chart: { kind: 'bar', x: 'technician', series: ['amount', 'count'], data: chart },
  }),
});
