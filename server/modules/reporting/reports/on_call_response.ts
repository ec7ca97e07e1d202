import { sql } from 'drizzle-orm';
import type { ReportParams } from '../../../../model/modules/reporting/params';
import { airport, onCallRequests } from '../../../db/schema';
import { onCallComputed } from '../../on_call';
import { defineReport } from '../definition';
import { barChart, byLevel, levelColumn } from './groupingLevels';
import { allOf, inRegion, matches, onLocalDays } from './filterSql';

/**
 * On-call response against the customers' targets (docs/modules/reporting.md), with the On-Call desk's
 * definitions (model/modules/on_call/kpis.ts): a request counts on the airport-local day it was
 * requested; response = requested → on site, for requests someone reached; within or beyond the SLA
 * as the desk's slaOutcome decides it (model/modules/on_call/kpis.ts, its SQL twin here, the reporting
 * test holds them together): reached within the customer's target for the priority (the SQL twin of
 * responseTargetMinutes the request list uses) or not, and an open request nobody reached yet beyond it
 * once now is past requested + target; AOG duration = requested → return to service signed (or work
 * completed when none is signed).
 */

const r = onCallRequests;

/** The requests of the period with the minutes the figures are made of. */
const requestFacts = (params: ReportParams) => sql`
  select ${r.station_id} as station_id, ${r.customer_id} as customer_id, ${r.priority} as priority,
    extract(epoch from (${r.on_site_at} - ${r.requested_at})) / 60 as response_minutes,
    ${onCallComputed.response_target_minutes.sql} as target_minutes,
    case
      when ${r.on_site_at} is not null then
        case when ${r.on_site_at} - ${r.requested_at} <= make_interval(mins => ${onCallComputed.response_target_minutes.sql}) then 'within' else 'breached' end
      when ${r.status} not in ('closed', 'cancelled')
        and now() - ${r.requested_at} > make_interval(mins => ${onCallComputed.response_target_minutes.sql}) then 'breached'
    end as sla,
    extract(epoch from (coalesce(rts.signed_at, ${r.completed_at}) - ${r.requested_at})) / 60 as released_minutes
  from ${r}
  join ${airport} on ${airport.id} = ${r.airport_id}
  left join on_call_rts rts on rts.request_id = ${r.id}
  where ${allOf([
    inRegion(r.region_id, params),
    onLocalDays(r.requested_at, airport.time_zone, params),
    matches(r.station_id, params.station_id),
    matches(r.customer_id, params.customer_id),
    params.technician_id === undefined
      ? undefined
      : sql`exists (select 1 from on_call_technicians ot where ot.request_id = ${r.id} and ot.technician_id = ${params.technician_id})`,
  ])}`;

/**
 * One pass, three levels (GROUPING SETS): the table's rows per station, customer and priority, the
 * chart's bars per station, and the totals, each median and percentage over its own requests.
 */
const figures = (params: ReportParams) => sql`
  with facts as (${requestFacts(params)})
  select ${levelColumn(sql`f.priority`, sql`f.station_id`)},
    s.code as station, c.name as customer, f.priority,
    count(*) as requests,
    count(f.response_minutes) as on_site,
    round((percentile_cont(0.5) within group (order by f.response_minutes))::numeric, 1) as response_median_minutes,
    round(avg(f.response_minutes), 1) as response_avg_minutes,
    case when grouping(f.priority) = 0 then max(f.target_minutes) end as target_minutes,
    count(*) filter (where f.sla = 'within') as within_sla,
    count(*) filter (where f.sla = 'breached') as beyond_sla,
    round(100.0 * count(*) filter (where f.sla = 'within') / nullif(count(f.sla), 0), 1) as within_sla_pct,
    count(*) filter (where f.priority = 'aog') as aog_requests,
    round(avg(f.released_minutes), 1) as aog_duration_avg_minutes
  from facts f
  left join stations s on s.id = f.station_id
  left join customers c on c.id = f.customer_id
  group by grouping sets ((f.station_id, s.code, f.customer_id, c.name, f.priority), (f.station_id, s.code), ())
  order by s.code nulls last, c.name, array_position(array['aog', 'urgent', 'routine'], f.priority::text)`;

export default defineReport({
  name: 'on_call_response',
  columns: [
    { key: 'station', type: 'text' },
    { key: 'customer', type: 'text' },
    { key: 'priority', type: 'text', choices: 'reporting.reports.on_call_response.priorities' },
    { key: 'requests', type: 'number' },
    { key: 'on_site', type: 'number' },
    { key: 'response_median_minutes', type: 'minutes' },
    { key: 'response_avg_minutes', type: 'minutes' },
    { key: 'target_minutes', type: 'minutes' },
    { key: 'within_sla', type: 'number' },
    { key: 'beyond_sla', type: 'number' },
    { key: 'within_sla_pct', type: 'percent' },
    { key: 'aog_requests', type: 'number' },
    { key: 'aog_duration_avg_minutes', type: 'minutes' },
  ],
  statements: (params) => ({ figures: figures(params) }),
  scanned: requestFacts,
  shape({ figures }) {
    const { rows, chart, totals } = byLevel(figures, ['station', 'customer', 'priority']);
    return {
      rows,
      totals,
      amount_totals: [],
      chart: barChart(chart, 'station', ['within_sla', 'beyond_sla'], { stacked: true }),
    };
  },
});
