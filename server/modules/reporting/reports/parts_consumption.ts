import { sql, type SQL } from 'drizzle-orm';
import type { ReportParams } from '../../../../model/modules/reporting/params';
import { defineReport } from '../definition';
import { amountTotals } from '../totals';
import { allOf, inRegion, matches, onLocalDays } from './filterSql';
import { barChart, byLevel } from './groupingLevels';

/**
 * What was used on jobs, as a job's parts list counts it (server/core/workItem/jobParts.ts): the
 * issues to a Scheduled activity or an On-Call request, less the returns, with the reversals of
 * either, on the period's days local to the station. The customer is the job's.
 */
const jobMovementConditions = (params: ReportParams): SQL =>
  allOf([
    inRegion(sql`m.region_id`, params),
    sql`m.kind in ('issue', 'return', 'reversal') and (m.activity_id is not null or m.on_call_request_id is not null)`,
    onLocalDays(sql`m.moved_at`, sql`ap.time_zone`, params),
    matches(sql`m.station_id`, params.station_id),
    matches(sql`coalesce(a.customer_id, r.customer_id)`, params.customer_id),
  ]);

const jobMovements = (params: ReportParams): SQL => sql`stock_movements m
  join stations s on s.id = m.station_id
  join airport ap on ap.id = s.airport_id
  left join activities a on a.id = m.activity_id
  left join on_call_requests r on r.id = m.on_call_request_id
  where ${jobMovementConditions(params)}`;

/** Per station, material and job: the quantity the job kept (issued less returned). */
const perJob = (
  params: ReportParams,
): SQL => sql`select m.station_id, m.material_id, m.activity_id, m.on_call_request_id, -sum(m.quantity) as kept
  from ${jobMovements(params)}
  group by m.station_id, m.material_id, m.activity_id, m.on_call_request_id`;

/**
 * The stock of a station at the end of the period's last day (its local midnight): today's level
 * less what moved since (stock = the sum of its movements, the ledger's rule).
 */
const onHand = (params: ReportParams): SQL => sql`select l.station_id, l.material_id,
    l.quantity - coalesce((select sum(later.quantity) from stock_movements later
      where later.station_id = l.station_id and later.material_id = l.material_id
        and later.moved_at >= ((${params.to}::date + 1)::timestamp at time zone ap.time_zone)), 0) as quantity
  from stock_levels l join stations s on s.id = l.station_id join airport ap on ap.id = s.airport_id
  where ${allOf([inRegion(sql`l.region_id`, params), matches(sql`l.station_id`, params.station_id)])}`;

/**
 * The table, the chart and the totals in one statement over the period's job movements grouped once
 * (`job`, materialised): reading them three times cost more than the rest of the report.
 *
 * Rows, per station and material: quantity issued to jobs net of returns, the jobs it went to, its
 * value at the material's unit cost (as the Parts tab's stock valuation prices stock), and the stock on
 * hand at the period's end with its value. With a customer filter, only the materials that customer's
 * jobs used are listed. Chart: one bar per station (and currency), the quantity issued and its value.
 * Totals: the jobs that kept any part, counted once however many materials they used.
 */
const figuresStatement = (params: ReportParams): SQL => sql`
  with job as materialized (${perJob(params)}),
  issued as (
    select station_id, material_id, sum(kept) as quantity_issued, count(*) filter (where kept > 0) as jobs
    from job group by station_id, material_id
  ),
  stock as (${onHand(params)})
  select 'row' as level, s.code as station, mat.part_number, mat.description,
    coalesce(i.quantity_issued, 0) as quantity_issued, coalesce(i.jobs, 0) as jobs,
    coalesce(i.quantity_issued, 0) * mat.unit_cost as value_issued,
    coalesce(st.quantity, 0) as stock_on_hand, coalesce(st.quantity, 0) * mat.unit_cost as stock_value, mat.currency
  from issued i
  ${params.customer_id ? sql`left` : sql`full`} join stock st on st.station_id = i.station_id and st.material_id = i.material_id
  join stations s on s.id = coalesce(i.station_id, st.station_id)
  join materials mat on mat.id = coalesce(i.material_id, st.material_id)
  where coalesce(i.quantity_issued, 0) <> 0 or coalesce(st.quantity, 0) <> 0
  union all
  select 'chart', s.code, null, null, sum(job.kept), null, sum(job.kept * mat.unit_cost), null, null, mat.currency
  from job join stations s on s.id = job.station_id join materials mat on mat.id = job.material_id
  group by s.code, mat.currency
  union all
  select 'total', null, null, null, null, count(distinct coalesce('a' || job.activity_id, 'r' || job.on_call_request_id)) filter (where job.kept > 0), null, null, null, null
  from job
  order by 1, 2, 3, 10`;

/**
 * Parts consumption and stock value (docs/modules/reporting.md): quantities are of different units (litres, each,
 * kg), so the totals count jobs only; values are summed per currency.
 */
export const partsConsumption = defineReport({
  name: 'parts_consumption',
  columns: [
    { key: 'station', type: 'text' },
    { key: 'part_number', type: 'text' },
    { key: 'description', type: 'text' },
    { key: 'quantity_issued', type: 'number' },
    { key: 'jobs', type: 'number' },
    { key: 'value_issued', type: 'money' },
    { key: 'stock_on_hand', type: 'number' },
    { key: 'stock_value', type: 'money' },
    { key: 'currency', type: 'text' },
  ],
  statements: (params) => ({ figures: figuresStatement(params) }),
  scanned: (params) => sql`select 1 from ${jobMovements(params)}`,
  shape({ figures }) {
    const { rows, chart, totals } = byLevel(figures, []);
    return {
      rows,
      totals: { quantity_issued: null, jobs: Number(totals.jobs ?? 0), stock_on_hand: null },
      amount_totals: amountTotals(rows, ['value_issued', 'stock_value']),
      chart: barChart(chart, 'station', ['quantity_issued', 'value_issued'], { keep: ['currency'] }),
    };
  },
});
