import type { PermissionName } from '../permissions';

/** Which failed rules may be set aside with a written reason, and by whom. */
export interface OverridePolicy {
  /** Never. */
  hard: readonly string[];
  /** Only with assignment_override (licence and rest rules). */
  licence: readonly string[];
  /** What any other rule needs: the desk's write permission (scheduled_write; on_call_write for a dispatch). */
  soft: PermissionName;
}
