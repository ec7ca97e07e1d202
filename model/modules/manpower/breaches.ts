import { violationKey, type RestViolation } from './restRules';

/**
 * What a roster save does to the rest rules (never silently allowed: docs/modules/manpower.md). The violations
 * a save creates are those it leaves that were not there before; with a supervisor's reason they
 * are kept on the breaching shifts, each shift holding the rules accepted on it.
 */

/** The violations in `after` that `before` did not have (same technician, day and rule). */
export function createdViolations(before: readonly RestViolation[], after: readonly RestViolation[]): RestViolation[] {
  const known = new Set(before.map(violationKey));
  return after.filter((v) => !known.has(violationKey(v)));
}

export interface ShiftBreach {
  breach_rules: string[];
  breach_reason: string | null;
  breach_by: number | null;
}

export const noBreach: ShiftBreach = { breach_rules: [], breach_reason: null, breach_by: null };

/**
 * A shift's breach after a save: the rules accepted on it earlier that it still breaks keep their
 * reason, unless the save accepts new ones on it, which take this save's reason and author.
 */
export function breachAfterSave(
  existing: ShiftBreach | null,
  stillBroken: ReadonlySet<string>,
  acceptedNow: ReadonlySet<string>,
  override: { reason: string; userId: number } | null,
): ShiftBreach {
  const kept = (existing?.breach_rules ?? []).filter((rule) => stillBroken.has(rule));
  const rules = [...new Set([...kept, ...acceptedNow])].sort();
  if (!rules.length) return noBreach;
  if (acceptedNow.size && override) return { breach_rules: rules, breach_reason: override.reason, breach_by: override.userId };
  return { breach_rules: rules, breach_reason: existing?.breach_reason ?? null, breach_by: existing?.breach_by ?? null };
}

/** The rules broken on each cell (technician|day). */
export function rulesByCell(violations: readonly RestViolation[]): Map<string, Set<string>> {
  const cells = new Map<string, Set<string>>();
  for (const v of violations) {
    const key = `${v.technician_id}|${v.local_date}`;
    cells.set(key, (cells.get(key) ?? new Set()).add(v.rule));
  }
  return cells;
}
