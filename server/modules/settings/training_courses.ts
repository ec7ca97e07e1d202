import { trainingCoursesSchemas } from '../../../model/resources/training_courses';
import { resourceAccess } from '../../../model/resourceAccess';
import { defineResource } from '../../crud/definition';
import { trainingCourses } from '../../db/schema';

export default defineResource({
  name: 'training_courses',
  table: trainingCourses,
  schemas: trainingCoursesSchemas,
  access: resourceAccess.training_courses,
  search: ['code', 'name'],
  filters: ['code', 'category', 'validity_months', 'qualifies_for_de_icing'],
  ranges: ['duration_hours', 'validity_months'],
  sort: ['code', 'name', 'category', 'duration_hours', 'validity_months', 'active', 'updated_at'],
  defaultSort: ['code', 'ASC'],
});
