import type { ChipColour } from '../../components/crud/fields/StatusChip';
import { resourceKinds } from '../../../model/resources/enums';

export const resourceKindColours: Record<(typeof resourceKinds)[number], ChipColour> = {
  equipment: 'primary',
  tool: 'secondary',
  vehicle: 'info',
};

export const resourceKindChoices = resourceKinds.map((id) => ({ id, name: `resources.resource_category.choices.kind.${id}` }));
