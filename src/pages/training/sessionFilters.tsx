import { ReferenceInput, SearchInput, SelectInput, AutocompleteInput } from 'react-admin';
import { sessionStatuses } from '../../../model/modules/training/enums';
import { CrudDateInput } from '../../components/crud';

const statusChoices = sessionStatuses.map((id) => ({ id, name: `training.choices.status.${id}` }));

/**
 * The quick search, then course, status, station and the days the sessions start between. Course
 * and station pick from Settings' lists, so only for those who read them (`catalogues`).
 */
export const searchFilter = <SearchInput key="q" source="q" alwaysOn />;
export function sessionFilters(catalogues: boolean) {
  return [
    ...(catalogues
      ? [
          <ReferenceInput key="course_id" source="course_id" reference="training_courses" sort={{ field: 'code', order: 'ASC' }} alwaysOn>
            <AutocompleteInput label="training.filters.course" optionText="code" />
          </ReferenceInput>,
        ]
      : []),
    <SelectInput key="status" source="status" label="training.filters.status" choices={statusChoices} alwaysOn />,
    ...(catalogues
      ? [
          <ReferenceInput key="station_id" source="station_id" reference="stations" sort={{ field: 'code', order: 'ASC' }}>
            <AutocompleteInput label="training.filters.station" optionText="code" />
          </ReferenceInput>,
        ]
      : []),
    <CrudDateInput key="starts_at_gte" source="starts_at_gte" label="training.filters.from" />,
    <CrudDateInput key="starts_at_lte" source="starts_at_lte" label="training.filters.to" />,
  ];
}
