import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import { materialsSchemas } from '../../../model/resources/materials';
import { CrudForm, CrudNumberInput, FormSection, ReferenceArrayAutocomplete, ReferenceAutocomplete } from '../../components/crud';
import { materialCategoryChoices, materialTrackingChoices, parseCurrency } from './category';

export function MaterialForm() {
  return (
    <CrudForm
      schemas={materialsSchemas}
      defaultValues={{
        category: 'consumable',
        tracking: 'none',
        accepted_cert_ids: [],
        currency: 'EUR',
        hazardous: false,
        minimum_stock: 0,
        active: true,
      }}
    >
      <FormSection name="identity">
        <TextInput source="part_number" helperText="resources.materials.help.part_number" />
        <SelectInput source="category" choices={materialCategoryChoices} />
        <TextInput source="description" multiline minRows={2} className="wide" />
        <ReferenceAutocomplete source="measure_id" reference="measures" helperText="resources.materials.help.measure_id" />
      </FormSection>
      <FormSection name="cost">
        <CrudNumberInput source="unit_cost" min={0} step={0.01} />
        <TextInput
          source="currency"
          parse={parseCurrency}
          helperText="resources.materials.help.currency"
          slotProps={{ htmlInput: { maxLength: 3 } }}
        />
      </FormSection>
      <FormSection name="stock">
        <CrudNumberInput source="minimum_stock" min={0} step={1} helperText="resources.materials.help.minimum_stock" />
        <CrudNumberInput source="shelf_life_months" min={1} max={240} step={1} helperText="resources.materials.help.shelf_life_months" />
        <SelectInput source="tracking" choices={materialTrackingChoices} helperText="resources.materials.help.tracking" />
        <ReferenceArrayAutocomplete
          source="accepted_cert_ids"
          reference="part_cert"
          helperText="resources.materials.help.accepted_cert_ids"
        />
        <BooleanInput source="hazardous" helperText="resources.materials.help.hazardous" />
        <BooleanInput source="active" />
      </FormSection>
    </CrudForm>
  );
}
