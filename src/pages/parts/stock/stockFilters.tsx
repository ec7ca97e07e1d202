import { AutocompleteInput, NullableBooleanInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { materialTrackings } from '../../../../model/modules/parts/enums';
import { materialCategoryChoices as categoryChoices } from '../../../resources/materials/category';

const trackingChoices = materialTrackings.map((id) => ({ id, name: `parts.choices.tracking.${id}` }));
const expiryChoices = ['expired', 'expiring', 'ok'].map((id) => ({ id, name: `parts.choices.expiry_status.${id}` }));

/** The quick search (part number, description, serial or batch), then station, category, tracking, below minimum and shelf life. */
export const searchFilter = <SearchInput key="q" source="q" alwaysOn />;
export const stockFilters = [
  <ReferenceInput key="station_id" source="station_id" reference="stations" sort={{ field: 'code', order: 'ASC' }} alwaysOn>
    <AutocompleteInput label="parts.fields.station" optionText="code" />
  </ReferenceInput>,
  <SelectInput key="category" source="category" label="parts.fields.category" choices={categoryChoices} />,
  <SelectInput key="tracking" source="tracking" label="parts.fields.tracking" choices={trackingChoices} />,
  <NullableBooleanInput key="below_minimum" source="below_minimum" label="parts.stock.below_minimum" alwaysOn />,
  <SelectInput key="expiry_status" source="expiry_status" label="parts.fields.expiry_status" choices={expiryChoices} />,
];
