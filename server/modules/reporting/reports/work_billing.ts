import { type SQL, sql } from 'drizzle-orm';
import type { ReportParams } from '../../../../model/modules/reporting/params';
import { defineReport } from '../definition';
import { amountTotals } from '../totals';
import { barChart, byLevel, levelColumn } from './groupingLevels';

/**
 * The services billed: each service line marked done on an activity that was not cancelled, on the
 * activity's station-local day (activities.local_date), in the region and the offered filters.
 */
function doneServices(params: ReportParams, joins: SQL = sql``): SQL {
  const filters: SQL[] = [
    sql`a.region_id = ${params.region_id}`,
    sql`a.local_date between ${params.from}::date and ${params.to}::date`,
    sql`a.status <> 'cancelled'`,
    sql`s.status = 'done'`,
  ];
  if (params.station_id) filters.push(sql`a.station_id = ${params.station_id}`);
  if (params.customer_id) filters.push(sql`a.customer_id = ${params.customer_id}`);
  if (params.service_id) filters.push(sql`s.service_id = ${params.service_id}`);
  return sql`activity_services s join activities a on a.id = s.activity_id ${joins} where ${sql.join(filters, sql` and `)}`;
}

/**
 * What one line bills: an hour-billed service bills the minutes recorded on the activity's service
 * line (planning copies the catalogue's standard minutes there); every other unit bills one per
 * service done, at the service's catalogue rate and currency.
 */
const billedQuantity = sql`case when sv.billing_unit = 'hour' then s.standard_minutes / 60.0 else 1 end`;
/** What the line would bill at the catalogue's own standard minutes. */
const catalogueQuantity = sql`case when sv.billing_unit = 'hour' then sv.standard_minutes / 60.0 else 1 end`;
/** A line billed on other minutes than the catalogue's: the override the report shows, with its difference. */
const overridden = sql`sv.billing_unit = 'hour' and s.standard_minutes <> sv.standard_minutes`;

/** The service's rate, the activity's customer and station beside each line. */
const pricedJoins = sql`join services sv on sv.id = s.service_id join customers c on c.id = a.customer_id join stations st on st.id = a.station_id`;

const moneyKeys = ['amount', 'override_difference'];
const countKeys = ['activities', 'services_done', 'overridden'];

/**
 * Work done and billable amounts by customer, station and service (issue 17, report 1): activities × services
 * done × billing rates, with the lines billed on overridden minutes and what that changed.
 */
export const workBilling = defineReport({
  name: 'work_billing',
  columns: [
    { key: 'customer', type: 'text' },
    { key: 'station', type: 'text' },
    { key: 'service', type: 'text' },
    { key: 'billing_unit', type: 'text', choices: 'reporting.reports.work_billing.billing_units' },
    { key: 'activities', type: 'number' },
    { key: 'services_done', type: 'number' },
    { key: 'quantity', type: 'number' },
    { key: 'rate', type: 'money' },
    { key: 'amount', type: 'money' },
    { key: 'overridden', type: 'number' },
    { key: 'override_difference', type: 'money' },
    { key: 'currency', type: 'text' },
  ],
  // One pass over the period's lines (GROUPING SETS, reports/groupingLevels.ts): the table's rows per
  // customer, station and service ("how did we do per customer and station"), the chart's bars per customer and the totals, each counting activities once.
  // A customer billed in several currencies has no amount bar: amounts are never added across them.
  statements: (params) => ({
    figures: sql`
      select ${levelColumn(sql`sv.id`, sql`c.id`)},
        c.name as customer, st.code as station, sv.code || ' ' || sv.name as service, sv.billing_unit,
        count(distinct a.id) as activities,
        count(*) as services_done,
        round(sum(${billedQuantity}), 2) as quantity,
        sv.billing_rate as rate,
        case when count(distinct sv.currency) = 1 then round(sum(${billedQuantity} * sv.billing_rate), 2) end as amount,
        count(*) filter (where ${overridden}) as overridden,
        round(coalesce(sum((${billedQuantity} - ${catalogueQuantity}) * sv.billing_rate) filter (where ${overridden}), 0), 2) as override_difference,
        sv.currency
      from ${doneServices(params, pricedJoins)}
      group by grouping sets ((c.id, c.name, st.id, st.code, sv.id, sv.code, sv.name, sv.billing_unit, sv.billing_rate, sv.currency), (c.id, c.name), ())
      order by c.name, st.code, sv.code`,
  }),
  scanned: (params) => sql`select 1 from ${doneServices(params)}`,
  shape({ figures }) {
    const { rows, chart, totals } = byLevel(figures, []);
    return {
      rows,
      // Quantities are not totalled (services, hours and litres do not add up), nor amounts here: those
      // are per currency, below.
      totals: Object.fromEntries(countKeys.map((key) => [key, totals[key] ?? null])),
      amount_totals: amountTotals(rows, moneyKeys),
      chart: barChart(chart, 'customer', ['activities', 'amount']),
    };
  },
});
