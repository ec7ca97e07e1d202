import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import { usWeeklyRestBases } from '../../../model/modules/manpower';
import { stationsSchemas } from '../../../model/resources/stations';
import { CrudForm, CrudNumberInput, FormSection, ReferenceAutocomplete, RegionInput } from '../../components/crud';

const usWeeklyRestBasisChoices = usWeeklyRestBases.map((id) => ({ id, name: `manpower.choices.us_weekly_rest_basis.${id}` }));

export function StationForm() {
  return (
    <CrudForm
      schemas={stationsSchemas}
      defaultValues={{ active: true, open_24h: false, de_icing: false, us_weekly_rest_basis: 'seven_days', metar_interval_minutes: 60 }}
    >
      <FormSection name="identity">
        <TextInput source="code" helperText="resources.stations.help.code" />
        <TextInput source="name" />
        <ReferenceAutocomplete source="airport_id" reference="airport" />
        <RegionInput />
      </FormSection>
      <FormSection name="contact">
        <TextInput source="phone" />
        <TextInput source="email" type="email" />
      </FormSection>
      <FormSection name="operations">
        <TextInput source="opening_hours" helperText="resources.stations.help.opening_hours" />
        <BooleanInput source="open_24h" />
        <BooleanInput source="de_icing" />
        <CrudNumberInput
          source="metar_interval_minutes"
          min={10}
          max={1440}
          step={5}
          helperText="resources.stations.help.metar_interval_minutes"
        />
        <SelectInput
          source="us_weekly_rest_basis"
          choices={usWeeklyRestBasisChoices}
          helperText="resources.stations.help.us_weekly_rest_basis"
        />
        <BooleanInput source="active" />
      </FormSection>
    </CrudForm>
  );
}
