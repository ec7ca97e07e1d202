import type { ChipColour } from '../../components/crud/fields/StatusChip';
import { shiftKinds, type ShiftKind } from '../../../model/modules/manpower';

export const shiftKindColours: Record<ShiftKind, ChipColour> = {
  work: 'primary',
  training: 'secondary',
  off: 'default',
  leave: 'info',
  sick: 'warning',
  standby: 'success',
};

/** Labels shared with the roster. */
export const shiftKindLabels = 'manpower.choices.shift_kinds';
export const shiftKindChoices = shiftKinds.map((id) => ({ id, name: `${shiftKindLabels}.${id}` }));
