import { and, eq, sql, type SQL } from 'drizzle-orm';
import { compareMemos } from '../../../model/modules/home/memos';
import type { MemoOfDay, MemoReceipt, MemoReceiptRow } from '../../../model/modules/home/homeDay';
import type { Session } from '../../auth/session';
import { memberRegionsOnly } from '../../crud/regionScope';
import type { Database } from '../../db/client';
import { memoReceipts, memos } from '../../db/schema';

/** At most this many memos on the page: the valid ones of a day are a handful. */
const memosShown = 50;

/**
 * A station's memo is for "only the staff of this station" (the memo form's help): everyone of the
 * region reads it except technicians based at another station. `userId` is an SQL user id.
 */
const reachesUser = (userId: SQL) =>
  sql`(m.station_id is null or not exists (select 1 from technicians based where based.user_id = ${userId} and based.home_station_id <> m.station_id))`;

/**
 * The memos valid on `date` for the region — its own, its stations', and those of every region
 * (region_id empty) — with what the caller did with each. Without a region, those of every region.
 */
export async function memosOfDay(db: Database, userId: number, regionId: number | null, date: string): Promise<MemoOfDay[]> {
  const { rows } = (await db.execute(sql`
    select m.id, m.title, m.body, m.priority, m.region_id, st.code as station_code, m.valid_from::text, m.valid_to::text, m.acknowledgement_required,
      r.read_at, r.acknowledged_at
    from memos m
    left join stations st on st.id = m.station_id
    left join memo_receipts r on r.memo_id = m.id and r.user_id = ${userId}
    where (m.region_id = ${regionId} or m.region_id is null)
      and (m.station_id is null or st.region_id = ${regionId}) and ${reachesUser(sql`${userId}`)}
      and m.valid_from <= ${date} and (m.valid_to is null or m.valid_to >= ${date})
    order by m.valid_from desc, m.id desc
    limit ${memosShown}`)) as { rows: MemoOfDay[] };
  return rows.map(instantsAsText).sort(compareMemos);
}

/** Instants as ISO text whichever driver read them. */
function instantsAsText<T extends { read_at: unknown; acknowledged_at: unknown }>(row: T): T {
  const text = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString());
  return { ...row, read_at: text(row.read_at), acknowledged_at: text(row.acknowledged_at) };
}

/** A memo the caller may see: one of their regions' or of every region. Null: it answers 404. */
export async function visibleMemo(db: Database, session: Session, id: number) {
  const [row] = await db
    .select({ id: memos.id, region_id: memos.region_id, acknowledgement_required: memos.acknowledgement_required })
    .from(memos)
    .where(and(eq(memos.id, id), memberRegionsOnly(memos.region_id, session)));
  return row ?? null;
}

/**
 * Records that the caller read the memo (the first reading counts) and, when `acknowledge`, that
 * they acknowledged it (the first acknowledgement counts). Answers the receipt and whether this
 * call changed it, so only a change is audited.
 */
export async function recordReceipt(
  tx: Database,
  memoId: number,
  userId: number,
  acknowledge: boolean,
): Promise<{ receipt: MemoReceipt; changed: boolean }> {
  const before = await receiptOf(tx, memoId, userId);
  const insert = tx.insert(memoReceipts).values({ memo_id: memoId, user_id: userId, acknowledged_at: acknowledge ? sql`now()` : null });
  // Reading again changes nothing (no new version, no live event); acknowledging counts once.
  if (!acknowledge) await insert.onConflictDoNothing();
  else {
    await insert.onConflictDoUpdate({
      target: [memoReceipts.memo_id, memoReceipts.user_id],
      set: { acknowledged_at: sql`now()`, version: sql`${memoReceipts.version} + 1`, updated_at: sql`now()` },
      setWhere: sql`${memoReceipts.acknowledged_at} is null`,
    });
  }
  const receipt = (await receiptOf(tx, memoId, userId))!;
  const changed = !before || (acknowledge && !before.acknowledged_at);
  return { receipt, changed };
}

async function receiptOf(db: Database, memoId: number, userId: number): Promise<MemoReceipt | null> {
  const [row] = await db
    .select({ memo_id: memoReceipts.memo_id, read_at: memoReceipts.read_at, acknowledged_at: memoReceipts.acknowledged_at })
    .from(memoReceipts)
    .where(and(eq(memoReceipts.memo_id, memoId), eq(memoReceipts.user_id, userId)));
  if (!row) return null;
  return { memo_id: row.memo_id, read_at: row.read_at.toISOString(), acknowledged_at: row.acknowledged_at?.toISOString() ?? null };
}

/**
 * Who of the audience (active members of `audienceRegionId` the memo reaches) read and acknowledged
 * it, and anyone else who did (a member who has since left the region): pending people first.
 */
export async function memoReceiptRows(db: Database, memoId: number, audienceRegionId: number | null): Promise<MemoReceiptRow[]> {
  const inAudience = sql`(ur.user_id is not null and u.active and ${reachesUser(sql.raw('u.id'))})`;
  const { rows } = (await db.execute(sql`
    select u.id as user_id, u.name, u.email, ro.name as role_name, ${inAudience} as in_audience, r.read_at, r.acknowledged_at
    from users u
    join memos m on m.id = ${memoId}
    left join roles ro on ro.id = u.role_id
    left join user_regions ur on ur.user_id = u.id and ur.region_id = ${audienceRegionId}
    left join memo_receipts r on r.memo_id = m.id and r.user_id = u.id
    where ${inAudience} or r.id is not null
    order by r.acknowledged_at is not null, r.read_at is not null, u.name, u.id`)) as { rows: MemoReceiptRow[] };
  return rows.map(instantsAsText);
}
