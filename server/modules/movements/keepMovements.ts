import { sql } from 'drizzle-orm';
import type { FlightMovement } from '../../../model/modules/movements';
import type { Database } from '../../db/client';
import { insertRowsSql } from '../../db/jsonRows';
import { flightMovements } from '../../db/schema';
import type { MovementOutcome } from './applyMovements';

/** What a movement row keeps of what was said. */
export interface KeptMovement {
  messageId: number;
  movement: FlightMovement | null;
  orderAt: Date;
  outcome: MovementOutcome;
}

/** Keeps what movements said and did, one statement for all: one row per region each is listed in. Answers each one's rows' ids. */
export async function keepMovements(tx: Database, kept: readonly KeptMovement[]): Promise<number[][]> {
  const rows = kept.flatMap(({ messageId, movement, orderAt, outcome: { region_ids, ...rest } }, n) =>
    region_ids.map((region_id) => ({
      n,
      row: {
        ...rest,
        region_id,
        message_id: messageId,
        station: movement?.station ?? null,
        flight_no: movement?.flight_no ?? null,
        flight_date: movement?.flight_date ?? null,
        registration: movement?.registration ?? null,
        eta_at: movement?.eta ?? null,
        etd_at: movement?.etd ?? null,
        ata_at: movement?.ata ?? null,
        atd_at: movement?.atd ?? null,
        delay_codes: movement?.delay_codes ?? [],
        sent_at: movement?.sent_at ?? null,
        order_at: orderAt,
        created_at: sql`clock_timestamp()`,
      },
    })),
  );
  const ids: number[][] = kept.map(() => []);
  if (!rows.length) return ids;
  const { rows: inserted } = (await tx.execute(
    insertRowsSql(
      flightMovements,
      rows.map(({ row }) => row),
      sql`returning id`,
    ),
  )) as { rows: { id: number }[] };
  inserted.forEach((row, k) => ids[rows[k].n].push(row.id));
  return ids;
}
