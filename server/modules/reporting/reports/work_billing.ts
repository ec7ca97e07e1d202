import { sql } from 'drizzle-orm';
import type { ReportParams } from '../../../../model/modules/reporting/params';
import { defineReport } from '../definition';
import { amountTotals } from '../totals';
import { barChart, byLevel, levelColumn } from './groupingLevels';
import { allOf, inRegion, matches, onReportDays } from './filterSql';

/**
 * The de-icing service billed per litre: the catalogue's first (by code) of the de-icing category
 * with a litre billing unit. The treatments' litres are billed at its rate; no such service, no
 * litre lines.
 */
const litreService = sql`(select id from services where category = 'de_icing' and billing_unit = 'litre' order by code, id limit 1)`;

/**
 * What the period billed, one fact per row:
 * - each service line marked done on an activity that was not cancelled, on the activity's
 *   station-local day (activities.local_date): an hour-billed service bills the minutes recorded on
 *   the line (planning copies the catalogue's standard minutes there), a litre-billed one nothing by
 *   itself (next point), any other unit one per line;
 * - the fluid steps of the completed de-icing treatments on their station-local days, per customer and
 *   station: their litres, billed at the litre-billed de-icing service's rate (domain: every
 *   treatment is recorded for safety and billing; an activity's de-icing line does not say how much
 *   was sprayed).
 */
const billedFacts = (params: ReportParams) => sql`
  select a.customer_id, a.station_id, s.service_id, a.id as activity_id, 1 as line, s.standard_minutes as minutes, null::numeric as litres
  from activity_services s
  join activities a on a.id = s.activity_id
  where ${allOf([
    inRegion(sql`a.region_id`, params),
    onReportDays(sql`a.local_date`, params),
    sql`a.status <> 'cancelled'`,
    sql`s.status = 'done'`,
    matches(sql`a.station_id`, params.station_id),
    matches(sql`a.customer_id`, params.customer_id),
    matches(sql`s.service_id`, params.service_id),
  ])}
  union all
  select t.customer_id, t.station_id, ${litreService}, null, 0, null, sum(st.litres)
  from de_icing_treatments t
  join de_icing_steps st on st.treatment_id = t.id
  where ${allOf([
    inRegion(sql`t.region_id`, params),
    onReportDays(sql`t.local_date`, params),
    sql`t.status = 'completed'`,
    matches(sql`t.station_id`, params.station_id),
    matches(sql`t.customer_id`, params.customer_id),
    matches(litreService, params.service_id),
  ])}
  group by t.customer_id, t.station_id`;

/** The quantity a fact bills in its service's unit. */
const billedQuantity = sql`case sv.billing_unit when 'hour' then b.minutes / 60.0 when 'litre' then coalesce(b.litres, 0) else b.line end`;
/** What an hour-billed line would bill at the catalogue's own standard minutes. */
const catalogueQuantity = sql`sv.standard_minutes / 60.0`;
/** A line billed on other minutes than the catalogue's: the override the report shows, with its difference. */
const overridden = sql`sv.billing_unit = 'hour' and b.minutes <> sv.standard_minutes`;

const moneyKeys = ['amount', 'override_difference'];
const countKeys = ['activities', 'services_done', 'overridden'];

/**
 * Work done and billable amounts by customer, station and service (docs/modules/reporting.md): activities ×
 * services done × billing rates, de-icing by the litres sprayed, with the lines billed on overridden
 * minutes and what that changed.
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
  // One pass over the period's facts (GROUPING SETS, reports/groupingLevels.ts): the table's rows per
  // customer, station and service ("how did we do per customer and station"), the chart's bars per
  // customer and the totals, each counting activities once. A customer billed in several currencies
  // has no amount bar: amounts are never added across them. Grouped by ids, named afterwards: sorting
  // ~65 000 facts on names and codes cost as much again.
  statements: (params) => ({
    figures: sql`
      with b as (${billedFacts(params)}),
      g as (
        select ${levelColumn(sql`b.service_id`, sql`b.customer_id`)},
          b.customer_id, b.station_id, b.service_id,
          count(distinct b.activity_id) as activities,
          coalesce(sum(b.line), 0) as services_done,
          round(sum(${billedQuantity}), 2) as quantity,
          case when count(distinct sv.currency) = 1 then round(sum(${billedQuantity} * sv.billing_rate), 2) end as amount,
          count(*) filter (where ${overridden}) as overridden,
          round(coalesce(sum((${billedQuantity} - ${catalogueQuantity}) * sv.billing_rate) filter (where ${overridden}), 0), 2) as override_difference
        from b
        join services sv on sv.id = b.service_id
        group by grouping sets ((b.customer_id, b.station_id, b.service_id), (b.customer_id), ())
      )
      select g.level, c.name as customer, st.code as station, sv.code || ' ' || sv.name as service, sv.billing_unit,
        g.activities, g.services_done, g.quantity, sv.billing_rate as rate, g.amount, g.overridden, g.override_difference, sv.currency
      from g
      left join customers c on c.id = g.customer_id
      left join stations st on st.id = g.station_id
      left join services sv on sv.id = g.service_id
      order by c.name, st.code, sv.code`,
  }),
  scanned: billedFacts,
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
