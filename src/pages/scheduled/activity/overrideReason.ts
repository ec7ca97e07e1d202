import type { FormErrors } from '../../../components/form/formErrors';

/**
 * An override's reason checked before sending: left blank, the Reason field gets its own message
 * (translated by the caller) and the focus, and nothing is sent. The server answers the same case
 * with a 422 on `override_reason` (server/core/ruleOverride.ts), which lands on the same field.
 */
export function blankOverrideReason(reason: string, message: string): FormErrors | null {
  if (reason.trim()) return null;
  document.getElementById('override_reason')?.focus();
  return { override_reason: [message] };
}

/**
 * The dialog's alert: nothing when the reason is what is missing — the Reason field says so and the
 * refused rules are listed above it — rather than the generic "problems with your input".
 */
export const overrideAlertErrors = (errors: FormErrors): FormErrors => (errors.override_reason ? {} : errors);
