import { lineDifference } from '../../../../model/modules/parts/countRules';
import type { CountLine } from '../partsApi';

/** What the counter typed on a line: the counted quantity as text (empty: not counted yet) and the reason. */
export interface CountEntry {
  counted: string;
  reason: string;
}

export const lineKey = (line: Pick<CountLine, 'material_id' | 'lot'>) => `${line.material_id}|${line.lot}`;

export const entriesOf = (lines: CountLine[]): Record<string, CountEntry> =>
  Object.fromEntries(
    lines.map((line) => [
      lineKey(line),
      { counted: line.counted_quantity === null ? '' : String(line.counted_quantity), reason: line.reason ?? '' },
    ]),
  );

const countedOf = (entry: CountEntry | undefined) =>
  entry && entry.counted.trim() !== '' && Number.isFinite(Number(entry.counted)) ? Number(entry.counted) : null;

/** A line as typed: the difference from the book, its value at unit cost, and whether it still needs a reason. */
export function lineOutcome(line: CountLine, entry: CountEntry | undefined) {
  const difference = lineDifference({ expected_quantity: line.expected_quantity, counted_quantity: countedOf(entry) });
  const value = difference === null || line.unit_cost === null ? null : Math.round(difference * line.unit_cost * 100) / 100;
  return { difference, value, reasonMissing: !!difference && !entry?.reason.trim() };
}

/** The body of PUT /stock_counts/:id/lines from what was typed. */
export const linesBody = (lines: CountLine[], entries: Record<string, CountEntry>) =>
  lines.map((line) => {
    const entry = entries[lineKey(line)];
    return { material_id: line.material_id, lot: line.lot, counted_quantity: countedOf(entry), reason: entry?.reason.trim() || undefined };
  });
