import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';

/**
 * The journeys share one server and one database (tests/e2e/run.mjs). A journey that changes shared
 * records (starts a demo job, plans or staffs a day, rosters weeks) claims them first, so no other
 * journey of the run changes them too, whatever order the files run in; everything else a journey
 * writes, it makes itself (its own activity, session, request, part …).
 *
 * A claim is a file created exclusively in the run's data folder: the first journey to claim a record
 * has it, and the others move on to the next candidate.
 */
const folder = path.join(process.env.E2E_DATA_DIR ?? os.tmpdir(), 'claims');

function journeyName(): string {
  return path.basename(expect.getState().testPath ?? 'unknown journey');
}

const claimFile = (kind: string, key: string | number) => path.join(folder, `${kind}-${key}`);
const heldByAnother = (kind: string, key: string | number) =>
  fs.existsSync(claimFile(kind, key)) && fs.readFileSync(claimFile(kind, key), 'utf8') !== journeyName();

/** Claims `kind` `key` for this journey; false when another journey of the run holds it. */
export function claim(kind: string, key: string | number): boolean {
  fs.mkdirSync(folder, { recursive: true });
  try {
    fs.writeFileSync(claimFile(kind, key), journeyName(), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return !heldByAnother(kind, key);
  }
}

/** The first of `candidates` no other journey holds, now claimed; undefined when all are held. */
export function claimFirst<T>(kind: string, candidates: readonly T[], key: (candidate: T) => string | number): T | undefined {
  return candidates.find((candidate) => claim(kind, key(candidate)));
}

/**
 * Days counted from today whose plans, crews or rosters this journey changes: the first `count`
 * consecutive days between `from` and `to` (included) that no other journey holds, all claimed.
 * Returns the first one.
 */
export function claimDays({ from, to, count = 1 }: { from: number; to: number; count?: number }): number {
  for (let first = from; first + count - 1 <= to; first++) {
    const days = Array.from({ length: count }, (_, index) => first + index);
    if (days.some((day) => heldByAnother('day', day))) continue;
    for (const day of days) claim('day', day);
    return first;
  }
  throw new Error(`no ${count} free day(s) between today +${from} and +${to}: other journeys hold them`);
}
