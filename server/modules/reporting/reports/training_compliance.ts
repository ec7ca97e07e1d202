import { sql, type SQL } from 'drizzle-orm';
import type { ReportParams } from '../../../../model/modules/reporting/params';
import type { ReportRow } from '../../../../model/modules/reporting/result';
import { licenceTypes } from '../../../../model/resources/enums';
import { licenceCategoriesOf } from '../../../../model/core/licences';
import { expiringSoonDays } from '../../../../model/modules/training';
import { dueStatusSql } from '../../../db/dueStatusSql';
import { heldCoursesSql } from '../../../core/trainingExpiry';
import { defineReport } from '../definition';
import { allOf, inRegion, matches } from './filterSql';
import { percentOf } from '../totals';

/**
 * The audiences a technician belongs to, in SQL (audiencesOf in model/modules/training/requirements.ts):
 * everyone, the categories each licence they hold certifies (built from the same licenceCategoriesOf
 * table), and the categories of their type authorisations. A course binds them when its mandatory_for
 * meets these.
 */
const licenceCategoriesSql = sql.raw(
  `coalesce((select array_agg(c) from unnest(t.licences) l(licence), unnest(case l.licence ${licenceTypes
    .map(
      (type) =>
        `when '${type}' then array[${licenceCategoriesOf([type])
          .map((c) => `'${c}'`)
          .join(',')}]::text[]`,
    )
    .join(' ')} else '{}'::text[] end) c), '{}'::text[])`,
);
const audiencesSql = sql`array['all']::text[] || ${licenceCategoriesSql}
  || coalesce((select array_agg(a.category::text) from technician_authorisations a where a.technician_id = t.id), '{}'::text[])`;

/** The region's active technicians the filters keep, by home station (the matrix's people). */
const technicianConditions = (params: ReportParams): SQL =>
  allOf([
    inRegion(sql`t.region_id`, params),
    sql`t.active`,
    matches(sql`t.home_station_id`, params.station_id),
    matches(sql`t.id`, params.technician_id),
  ]);

/**
 * Each month of the period ends on its last day, the last one on the period's end. A required course
 * counts as held on that day when a record completed by then has not expired (the expiry day itself
 * still counts: complianceState, through dueStatusSql); it is expiring when its expiry falls within
 * the matrix's 30-day window after that day.
 */
function rowsStatement(params: ReportParams): SQL {
  return sql`with months as (
      select to_char(m, 'YYYY-MM') as month, least((m + interval '1 month' - interval '1 day')::date, ${params.to}::date) as month_end
      from generate_series(date_trunc('month', ${params.from}::date), date_trunc('month', ${params.to}::date), interval '1 month') m
    ),
    people as (
      select t.id, t.home_station_id, ${audiencesSql} as audiences from technicians t where ${technicianConditions(params)}
    ),
    standing as (
      select m.month, p.id as technician_id, p.home_station_id,
        bool_and(c.id is null or (held.course_id is not null and ${dueStatusSql(sql`held.expires_on`, expiringSoonDays, sql`m.month_end`)} <> 'overdue')) as compliant,
        bool_or(held.course_id is not null and ${dueStatusSql(sql`held.expires_on`, expiringSoonDays, sql`m.month_end`)} = 'due_soon') as expiring
      from months m
      cross join people p
      left join training_courses c on c.active and cardinality(c.mandatory_for) > 0 and c.mandatory_for && p.audiences
      left join lateral (${heldCoursesSql(sql`p.id`, sql`m.month_end`)}) held on held.course_id = c.id
      group by m.month, p.id, p.home_station_id
    )
    select s.code as station, st.month, count(*) as technicians,
      count(*) filter (where st.compliant) as compliant,
      count(*) filter (where not st.compliant) as non_compliant,
      round(100.0 * count(*) filter (where st.compliant) / count(*), 1) as compliant_pct,
      count(*) filter (where st.expiring) as expiring
    from standing st left join stations s on s.id = st.home_station_id
    group by s.code, st.month
    order by s.code, st.month`;
}

/**
 * Training compliance by station over time (docs/modules/reporting.md): per home station and month, the technicians,
 * those who hold every course required of them at the month's end (the Training matrix's rule), and
 * those with a course expiring within 30 days. Totals are the period's last month.
 */
export const trainingCompliance = defineReport({
  name: 'training_compliance',
  columns: [
    { key: 'station', type: 'text' },
    { key: 'month', type: 'text' },
    { key: 'technicians', type: 'number' },
    { key: 'compliant', type: 'number' },
    { key: 'non_compliant', type: 'number' },
    { key: 'compliant_pct', type: 'percent' },
    { key: 'expiring', type: 'number' },
  ],
  statements: (params) => ({ rows: rowsStatement(params) }),
  scanned: (params) =>
    sql`select 1 from technicians t join technician_courses tc on tc.technician_id = t.id where ${technicianConditions(params)}`,
  shape({ rows }) {
    const lastMonth = rows.reduce<string | null>(
      (last, row) => (last === null || String(row.month) > last ? String(row.month) : last),
      null,
    );
    const last = rows.filter((row) => row.month === lastMonth);
    const sum = (key: string) => last.reduce((total, row) => total + Number(row[key]), 0);
    const totals: ReportRow = {
      station: null,
      month: lastMonth,
      technicians: sum('technicians'),
      compliant: sum('compliant'),
      non_compliant: sum('non_compliant'),
      compliant_pct: percentOf(sum('compliant'), sum('technicians')),
      expiring: sum('expiring'),
    };
    const stations = [...new Set(rows.map((row) => String(row.station ?? '')))];
    const months = [...new Set(rows.map((row) => String(row.month)))].sort();
    const data = months.map((month) => ({
      month,
      ...Object.fromEntries(rows.filter((row) => row.month === month).map((row) => [String(row.station ?? ''), row.compliant_pct])),
    }));
    return { rows, totals, amount_totals: [], chart: { kind: 'line', x: 'month', series: stations, data } };
  },
});
