import type { ComplianceState } from '../../../model/modules/training/enums';

/**
 * A matrix cell's colours; the state is always written in the cell too (never colour alone), and
 * each pair keeps a 4.5:1 contrast for the text.
 */
export const complianceColours: Record<ComplianceState, { bg: string; fg: string }> = {
  valid: { bg: '#e6f4ea', fg: '#1e4620' },
  expiring_60: { bg: '#fff8e1', fg: '#5d4200' },
  expiring_30: { bg: '#ffe0b2', fg: '#6d3100' },
  expired: { bg: '#fdecea', fg: '#8a1c12' },
  missing: { bg: '#eceff1', fg: '#37474f' },
};
