import { SelectInput, TextInput } from 'react-admin';
import { InputAdornment } from '@mui/material';
import { aircraftTypeSchemas } from '../../../model/resources/aircraft_type';
import { CrudForm, CrudNumberInput, FormSection, upperCode } from '../../components/crud';
import { aircraftCategoryChoices } from './aircraftCategory';
import { wingMaterials } from '../../../model/modules/de_icing';

const wingChoices = wingMaterials.map((id) => ({ id, name: `resources.aircraft_type.choices.wing_material.${id}` }));

const litres = { input: { endAdornment: <InputAdornment position="end">L</InputAdornment> } };

export function AircraftTypeForm() {
  return (
    <CrudForm schemas={aircraftTypeSchemas} defaultValues={{ category: 'narrow_body', wing_material: 'aluminium' }}>
      <FormSection name="identity">
        <TextInput source="icao" parse={upperCode} helperText="resources.aircraft_type.help.icao" />
        <TextInput source="iata" parse={upperCode} helperText="resources.aircraft_type.help.iata" />
        <TextInput source="manufacturer" />
        <TextInput source="model" helperText="resources.aircraft_type.help.model" />
        <SelectInput source="category" choices={aircraftCategoryChoices} />
      </FormSection>
      <FormSection name="de_icing" help>
        <CrudNumberInput
          source="type_i_litres"
          min={0}
          max={20000}
          step={50}
          slotProps={litres}
          helperText="resources.aircraft_type.help.type_i_litres"
        />
        <CrudNumberInput
          source="type_iv_litres"
          min={0}
          max={20000}
          step={50}
          slotProps={litres}
          helperText="resources.aircraft_type.help.type_iv_litres"
        />
        <SelectInput source="wing_material" choices={wingChoices} helperText="resources.aircraft_type.help.wing_material" />
      </FormSection>
    </CrudForm>
  );
}
