import type { ChipColour } from '../../components/crud/fields/StatusChip';
import { courseAudiences, courseCategories } from '../../../model/resources/enums';

export const courseCategoryColours: Record<(typeof courseCategories)[number], ChipColour> = {
  human_factors: 'primary',
  ewis: 'secondary',
  fuel_tank_safety: 'warning',
  de_icing: 'info',
  ramp_safety: 'success',
  dangerous_goods: 'error',
  type_training: 'primary',
  other: 'default',
};

export const courseCategoryChoices = courseCategories.map((id) => ({ id, name: `resources.training_courses.choices.category.${id}` }));
export const courseAudienceChoices = courseAudiences.map((id) => ({ id, name: `resources.training_courses.choices.mandatory_for.${id}` }));
