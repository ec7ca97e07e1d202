import dayjs from 'dayjs';

/**
 * Rotation patterns for the roster's "Fill pattern" (docs/modules/manpower.md): a cycle of shift codes laid
 * over a period, day after day, for each chosen technician. The browser proposes the changes;
 * the supervisor still sees the rest-rule verdicts before saving, like any other edit.
 */

/** The usual rotations, `D` a working day and `O` a day off (the codes the supervisor maps them to). */
export const patternPresets = {
  // 4-on-4-off: the classic 12-hour line-maintenance rotation, an 8-day cycle.
  four_on_four_off: ['D', 'D', 'D', 'D', 'O', 'O', 'O', 'O'],
  // 5-2: office week, Monday to Friday when the period starts on a Monday.
  five_two: ['D', 'D', 'D', 'D', 'D', 'O', 'O'],
  // 2-2-3 (Panama): 2 on, 2 off, 3 on, then the mirror, a 14-day cycle with every other weekend off.
  two_two_three: ['D', 'D', 'O', 'O', 'D', 'D', 'D', 'O', 'O', 'D', 'D', 'O', 'O', 'O'],
} as const satisfies Record<string, readonly string[]>;

export type PatternPreset = keyof typeof patternPresets;
export const patternPresetNames = Object.keys(patternPresets) as PatternPreset[];

/** "D, D,n,  O" → ['D', 'D', 'N', 'O']: codes separated by commas or spaces, upper-cased; `-` leaves a day empty. */
export function parsePattern(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
}

/** The code meaning "no shift that day" in a pattern. */
export const emptyStep = '-';

export interface PatternChange {
  technician_id: number;
  local_date: string;
  shift_type_id: number | null;
}

export interface PatternFill {
  /** Shift codes of one cycle, e.g. parsePattern('D,D,D,D,O,O,O,O'). */
  pattern: readonly string[];
  technicianIds: readonly number[];
  /** First and last day filled, ISO dates, inclusive. */
  from: string;
  to: string;
  /** The step of the cycle the first day takes (0 = the first). */
  offset: number;
  /** Each technician after the first starts this many steps further on (0 = everyone the same). */
  stagger?: number;
  /** Shift type id by code (case-insensitive: keys upper-cased). */
  shiftTypeIdByCode: ReadonlyMap<string, number>;
}

export type PatternVerdict =
  | { ok: true; changes: PatternChange[] }
  | { ok: false; reason: 'empty_pattern' | 'bad_period' | 'no_technicians' }
  | { ok: false; reason: 'unknown_codes'; codes: string[] };

/** Longest period one fill covers: the roster's own limit (two months). */
export const maxPatternDays = 62;

const mod = (value: number, by: number) => ((value % by) + by) % by;

/** The changes that lay `pattern` over the period, or why it cannot (every unknown code named). */
export function fillPattern({ pattern, technicianIds, from, to, offset, stagger = 0, shiftTypeIdByCode }: PatternFill): PatternVerdict {
  if (pattern.length === 0) return { ok: false, reason: 'empty_pattern' };
  if (technicianIds.length === 0) return { ok: false, reason: 'no_technicians' };
  const start = dayjs(from);
  const days = dayjs(to).diff(start, 'day') + 1;
  if (!start.isValid() || !dayjs(to).isValid() || days < 1 || days > maxPatternDays) return { ok: false, reason: 'bad_period' };
  const unknown = [...new Set(pattern.filter((code) => code !== emptyStep && !shiftTypeIdByCode.has(code.toUpperCase())))];
  if (unknown.length > 0) return { ok: false, reason: 'unknown_codes', codes: unknown };

  const changes = technicianIds.flatMap((technician_id, index) =>
    Array.from({ length: days }, (_, day) => {
      const code = pattern[mod(offset + index * stagger + day, pattern.length)];
      return {
        technician_id,
        local_date: start.add(day, 'day').format('YYYY-MM-DD'),
        shift_type_id: code === emptyStep ? null : shiftTypeIdByCode.get(code.toUpperCase())!,
      };
    }),
  );
  return { ok: true, changes };
}
