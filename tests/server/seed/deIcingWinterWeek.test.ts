import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkSteps, type FluidFacts } from '../../../model/modules/de_icing/mixingRules';
import { refusals } from '../../../model/modules/de_icing/ruleResult';
import type { DatabaseHandle } from '../../../server/db/client';
import { sendLowStockAlerts } from '../../../server/modules/parts/alertsJob';
import { createTestDatabase } from '../helper';

/** The De-Icing demo (docs/modules/de_icing.md), read from the database every test file starts from. */
describe('demo de-icing winter week', () => {
  let database: DatabaseHandle;
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('ships one active HOT set valid today, obviously fictional, with every fluid type and a brand table, and last season kept expired', async () => {
    const sets = await rows<{ name: string; demo: boolean; active: boolean; valid_today: boolean; types: string[]; brands: number }>(sql`
      select s.name, s.demo, s.active, current_date between s.valid_from and s.valid_to as valid_today,
        array_agg(distinct r.fluid_type order by r.fluid_type) as types, count(distinct r.brand)::int as brands
      from hot_table_sets s join hot_table_rows r on r.hot_table_set_id = s.id group by s.id order by s.valid_from desc`);
    expect(sets).toEqual([
      { name: 'DEMO — not for operational use', demo: true, active: true, valid_today: true, types: ['I', 'II', 'III', 'IV'], brands: 1 },
      { name: 'DEMO — last season, expired', demo: true, active: false, valid_today: false, types: ['I', 'II', 'III', 'IV'], brands: 1 },
    ]);
  });

  it('records 10–30 treatments a day at every de-icing station over the last week, one- and two-step, most checked with a code', async () => {
    const perDay = await rows<{ n: number }>(sql`
      select count(*)::int as n from de_icing_treatments t
      where t.local_date < (select max(local_date) from de_icing_treatments) group by t.station_id, t.local_date`);
    expect(Math.min(...perDay.map((d) => d.n))).toBeGreaterThanOrEqual(10);
    expect(Math.max(...perDay.map((d) => d.n))).toBeLessThanOrEqual(30);
    const [mix] = await rows<{ procedures: string[]; coded: number; checked: number }>(sql`
      select array_agg(distinct procedure order by procedure) as procedures,
        count(*) filter (where anti_icing_code is not null)::int as coded, count(*) filter (where checked_at is not null)::int as checked
      from de_icing_treatments`);
    expect(mix.procedures).toEqual(['one_step', 'two_step']);
    expect(mix.coded).toBe(mix.checked);
    expect(mix.checked).toBeGreaterThan(0);
  });

  it('every demo treatment passes the mixing rules it would be recorded under', async () => {
    const fluids = new Map(
      (
        await rows<FluidFacts>(
          sql`select id, name, fluid_type, active, lout_100_c::float8 as lout_100_c, lout_75_c::float8 as lout_75_c, lout_50_c::float8 as lout_50_c from de_icing_fluids`,
        )
      ).map((f) => [f.id, f]),
    );
    const steps = await rows<{
      treatment_id: number;
      oat_c: number;
      procedure: 'one_step' | 'two_step';
      purpose: 'de_icing' | 'anti_icing';
      fluid_id: number;
      concentration: number;
      freezing_point_c: number | null;
      started_at: string;
      ended_at: string | null;
    }>(sql`
      select s.treatment_id, t.oat_c::float8 as oat_c, t.procedure, s.purpose, s.fluid_id, s.concentration, s.freezing_point_c::float8 as freezing_point_c, s.started_at, s.ended_at
      from de_icing_steps s join de_icing_treatments t on t.id = s.treatment_id order by s.treatment_id, s.position`);
    const byTreatment = new Map<number, typeof steps>();
    for (const step of steps) byTreatment.set(step.treatment_id, [...(byTreatment.get(step.treatment_id) ?? []), step]);
    const refused = [...byTreatment.values()].filter((list) => {
      const facts = {
        oat_c: list[0].oat_c,
        procedure: list[0].procedure,
        steps: list.map((s) => ({ ...s, started_at: new Date(s.started_at), ended_at: s.ended_at ? new Date(s.ended_at) : null })),
      };
      return refusals(checkSteps(facts, fluids)).length > 0;
    });
    expect(byTreatment.size).toBeGreaterThan(500);
    expect(refused).toEqual([]);
  });

  it('keeps stock levels equal to their movements, never negative, with LHR short of Type IV so the alert shows', async () => {
    const mismatched = await rows(sql`
      select l.station_id, l.material_id from stock_levels l
      left join (select station_id, material_id, sum(quantity) as total from stock_movements group by 1, 2) m using (station_id, material_id)
      where abs(l.quantity - coalesce(m.total, 0)) > 0.001 or l.quantity < 0`);
    expect(mismatched).toEqual([]);
    const low = await rows<{ code: string; fluid_type: string }>(sql`
      select st.code, f.fluid_type from stock_levels l join stations st on st.id = l.station_id join materials m on m.id = l.material_id
      join de_icing_fluids f on f.material_id = l.material_id
      where l.quantity < coalesce(l.minimum_quantity, m.minimum_stock)`);
    expect(low).toEqual([{ code: 'LHR', fluid_type: 'IV' }]);
    expect(await sendLowStockAlerts(database.db)).toBeGreaterThan(0);
  });
});
