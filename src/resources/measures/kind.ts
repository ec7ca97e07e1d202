import type { ChipColour } from '../../components/crud/fields/StatusChip';
import { measureKinds } from '../../../model/resources/enums';

export const measureKindColours: Record<(typeof measureKinds)[number], ChipColour> = {
  volume: 'info',
  mass: 'secondary',
  count: 'default',
  time: 'primary',
  length: 'success',
};

export const measureKindChoices = measureKinds.map((id) => ({ id, name: `resources.measures.choices.kind.${id}` }));
