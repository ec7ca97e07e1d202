import { sql } from 'drizzle-orm';
import { deferralDueOn, limitDaysOf, type DeferralCategory } from '../../../../model/modules/defects';
import type { SeedDb } from '../types';
import { daysFromToday } from '../dates';

interface DemoDefect {
  description: string;
  ata: string;
  deferral?: { mel_item: string; category: DeferralCategory; tech_log_ref: string };
  rectified?: string;
}

/**
 * The defects of the demo (docs/modules/defects.md), on the demo technician's completed jobs before
 * today, newest first: one deferred under category B (3 days) found on the last day's job, so it falls due within What's up's warning (What's up warns of it and
 * its aircraft's later jobs show it), one deferred under C, one rectified, and one still open — that
 * job's release is refused until someone deals with it. The newest jobs are the ones signed next
 * (signedReleases.ts), so the first certificate states the deferred item.
 */
const demoDefects: DemoDefect[] = [
  {
    description: 'Lavatory smoke detector test fails, aft lavatory',
    ata: '26',

    deferral: { mel_item: '26-16-01', category: 'B', tech_log_ref: 'TL 40211/3' },
  },
  {
    description: 'Reading light inoperative, seat 14C',
    ata: '33',

    deferral: { mel_item: '33-21-02', category: 'C', tech_log_ref: 'TL 40188/1' },
  },
  {
    description: 'Tyre worn to limit, #2 main wheel',
    ata: '32',

    rectified: 'Main wheel #2 assembly replaced, pressure checked',
  },
  { description: 'Hydraulic seepage at the nose gear steering actuator', ata: '32' },
];

export async function seedDefects(tx: SeedDb, now: Date): Promise<void> {
  const today = daysFromToday(0, now);
  const { rows: jobs } =
    (await tx.execute(sql`select a.id, a.local_date::text as local_date, a.region_id, a.station_id, a.registration, a.aircraft_type_id, a.ata_at, u.id as user_id
    from activities a join activity_assignments aa on aa.activity_id = a.id join technicians t on t.id = aa.technician_id
    join users u on u.id = t.user_id
    where u.email = 'tech@tarmac.test' and a.status = 'completed' and a.local_date < ${today} and a.registration is not null
    order by a.atd_at desc limit ${demoDefects.length}`)) as {
      rows: {
        id: number;
        local_date: string;
        region_id: number;
        station_id: number;
        registration: string;
        aircraft_type_id: number;
        ata_at: Date | string;
        user_id: number;
      }[];
    };
  for (const [i, job] of jobs.entries()) {
    const defect = demoDefects[i];
    const foundOn = job.local_date;
    const foundAt = new Date(new Date(job.ata_at).getTime() + 25 * 60_000);
    const deferral = defect.deferral;
    const limit = deferral ? limitDaysOf(deferral.category) : null;
    await tx.execute(sql`insert into defects (region_id, station_id, activity_id, registration, aircraft_type_id, description, ata_chapter,
        found_by, found_at, found_on, state, action_taken, rectified_by, rectified_at, rectified_activity_id,
        mel_item, deferral_category, limit_days, due_on, tech_log_ref, deferred_by, deferred_at)
      values (${job.region_id}, ${job.station_id}, ${job.id}, ${job.registration}, ${job.aircraft_type_id}, ${defect.description}, ${defect.ata},
        ${job.user_id}, ${foundAt.toISOString()}, ${foundOn}, ${deferral ? 'deferred' : defect.rectified ? 'rectified' : 'open'},
        ${defect.rectified ?? null}, ${defect.rectified ? job.user_id : null}, ${defect.rectified ? new Date(foundAt.getTime() + 40 * 60_000).toISOString() : null},
        ${defect.rectified ? job.id : null}, ${deferral?.mel_item ?? null}, ${deferral?.category ?? null}, ${limit},
        ${limit === null ? null : deferralDueOn(foundOn, limit)}, ${deferral?.tech_log_ref ?? null}, ${deferral ? job.user_id : null},
        ${deferral ? new Date(foundAt.getTime() + 15 * 60_000).toISOString() : null})`);
  }
}
