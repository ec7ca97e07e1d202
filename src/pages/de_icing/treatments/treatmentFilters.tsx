import { SearchInput, SelectInput } from 'react-admin';
import { fluidTypes, treatmentStatuses } from '../../../../model/modules/de_icing/enums';
import { CrudDateInput } from '../../../components/crud';
import type { DeIcingOptions } from '../deIcingApi';

const statusChoices = treatmentStatuses.map((id) => ({ id, name: `de_icing.choices.status.${id}` }));
const fluidTypeChoices = fluidTypes.map((id) => ({ id, name: `de_icing.choices.fluid_type.${id}` }));

/** Search (registration, flight), then station, customer, the station-local days, fluid type and status. */
export const searchFilter = <SearchInput key="q" source="q" alwaysOn />;
export function treatmentFilters(options: DeIcingOptions | undefined) {
  return [
    <SelectInput
      key="station_id"
      source="station_id"
      label="de_icing.fields.station"
      choices={options?.stations ?? []}
      optionText="code"
      alwaysOn
    />,
    <SelectInput
      key="customer_id"
      source="customer_id"
      label="de_icing.fields.customer"
      choices={options?.customers ?? []}
      optionText="name"
    />,
    <CrudDateInput key="local_date_gte" source="local_date_gte" label="de_icing.filters.from" />,
    <CrudDateInput key="local_date_lte" source="local_date_lte" label="de_icing.filters.to" />,
    <SelectInput key="fluid_type" source="fluid_type" label="de_icing.fields.fluid_type" choices={fluidTypeChoices} />,
    <SelectInput key="status" source="status" label="de_icing.fields.status" choices={statusChoices} alwaysOn />,
  ];
}
