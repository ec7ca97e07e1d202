import { BooleanField, DataTable } from 'react-admin';
import { CrudList, StatusChip } from '../../components/crud';
import { trainingCourseFilters } from './trainingCourseFilters';
import { courseCategoryColours } from './courseChoices';
import { MandatoryForField, ValidityField } from './courseFields';
import { trainingCourseCompact } from './trainingCourseCompact';

/** Codes such as AOG-CALLOUT stay on one line. */
const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

export default function TrainingCourseList() {
  return (
    <CrudList compact={trainingCourseCompact} filters={trainingCourseFilters} sort={{ field: 'code', order: 'ASC' }}>
      <DataTable.Col source="code" cellSx={noWrap} />
      <DataTable.Col source="name" />
      <DataTable.Col source="category">
        <StatusChip source="category" colours={courseCategoryColours} />
      </DataTable.Col>
      <DataTable.NumberCol source="duration_hours" />
      <DataTable.Col source="validity_months">
        <ValidityField />
      </DataTable.Col>
      <DataTable.Col source="mandatory_for" disableSort>
        <MandatoryForField />
      </DataTable.Col>
      <DataTable.Col source="active" field={BooleanField} />
    </CrudList>
  );
}
