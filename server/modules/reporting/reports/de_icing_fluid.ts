import { sql } from 'drizzle-orm';
import type { ReportParams } from '../../../../model/modules/reporting/params';
import { airport, deIcingSteps, deIcingTreatments, stations } from '../../../db/schema';
import { defineReport } from '../definition';
import { barChart, byLevel, levelColumn } from './groupingLevels';
import { allOf, inRegion, matches, onReportDays } from './filterSql';

/**
 * De-icing fluid used (docs/modules/reporting.md) per station, customer and fluid type, from the treatments'
 * fluid steps on their station-local date. Every recorded step of fluid counts (not heated water), a called-off treatment's too:
 * the fluid left the tank, as the fluid stock counts it. A treatment's hour is the station-local
 * clock hour its final step started (the HOT clock's start); treatments per hour = treatments ÷ the
 * station-hours holding at least one of the counted treatments (per row, per station, in all), i.e. the pace while spraying.
 */

const t = deIcingTreatments;
const step = deIcingSteps;

/** The fluid steps of the period, each with its treatment's station-hour. */
const stepFacts = (params: ReportParams) => sql`
  select ${t.id} as treatment_id, ${t.station_id} as station_id, ${t.customer_id} as customer_id, ${t.registration} as registration,
    ${step.fluid_type} as fluid_type, ${step.litres} as litres,
    ${t.station_id} || '@' || to_char(coalesce(${t.final_step_started_at}, ${step.started_at}) at time zone ${airport.time_zone}, 'YYYY-MM-DD HH24') as station_hour
  from ${t}
  join ${step} on ${step.treatment_id} = ${t.id}
  join ${stations} on ${stations.id} = ${t.station_id}
  join ${airport} on ${airport.id} = ${stations.airport_id}
  where ${allOf([
    inRegion(t.region_id, params),
    onReportDays(t.local_date, params),
    matches(t.station_id, params.station_id),
    matches(t.customer_id, params.customer_id),
    matches(step.fluid_type, params.fluid_type),
    // Heated water alone (0 %) is no fluid: it left no tank of fluid, as the stock counts it.
    sql`${step.concentration} > 0`,
  ])}`;

/** The table per station, customer and fluid type, the chart per station and the totals, in one pass. */
const figures = (params: ReportParams) => sql`
  with facts as (${stepFacts(params)})
  select ${levelColumn(sql`f.fluid_type`, sql`f.station_id`)},
    s.code as station, c.name as customer, f.fluid_type,
    sum(f.litres) as litres,
    count(distinct f.treatment_id) as treatments,
    count(distinct f.registration) as aircraft,
    count(distinct f.station_hour) as active_hours,
    round(count(distinct f.treatment_id)::numeric / nullif(count(distinct f.station_hour), 0), 2) as treatments_per_hour
  from facts f
  join stations s on s.id = f.station_id
  join customers c on c.id = f.customer_id
  group by grouping sets ((f.station_id, s.code, f.customer_id, c.name, f.fluid_type), (f.station_id, s.code), ())
  order by s.code, c.name, f.fluid_type`;

export default defineReport({
  name: 'de_icing_fluid',
  columns: [
    { key: 'station', type: 'text' },
    { key: 'customer', type: 'text' },
    { key: 'fluid_type', type: 'text' },
    { key: 'litres', type: 'number' },
    { key: 'treatments', type: 'number' },
    { key: 'aircraft', type: 'number' },
    { key: 'active_hours', type: 'hours' },
    { key: 'treatments_per_hour', type: 'number' },
  ],
  statements: (params) => ({ figures: figures(params) }),
  scanned: stepFacts,
  shape({ figures }) {
    const { rows, chart, totals } = byLevel(figures, ['station', 'customer', 'fluid_type']);
    return {
      rows,
      totals: { ...totals, litres: totals.litres ?? 0 },
      amount_totals: [],
      chart: barChart(chart, 'station', ['litres', 'treatments']),
    };
  },
});
