import type { ChipColour } from '../../components/crud/fields/StatusChip';
import { memoPriorities } from '../../../model/resources/enums';

export const memoPriorityColours: Record<(typeof memoPriorities)[number], ChipColour> = {
  info: 'info',
  important: 'warning',
  urgent: 'error',
};

export const memoPriorityChoices = memoPriorities.map((id) => ({ id, name: `resources.memos.choices.priority.${id}` }));
