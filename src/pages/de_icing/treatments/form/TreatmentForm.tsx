import { Box, Stack } from '@mui/material';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  CheckboxGroupInput,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  required,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { treatedSurfaces } from '../../../../../model/modules/de_icing/enums';
import { CrudSaveButton } from '../../../../components/crud';
import { UnusableResourceAlert } from '../../../../components/form/UnusableResourceAlert';
import { FormPart } from '../../FormPart';
import type { DeIcingOptions } from '../../deIcingApi';
import { useFormStation } from '../../useStationZone';
import { MetarPaste } from './MetarPaste';
import { ProcedureInput } from './ProcedureInput';
import { ServerRefusals } from './ServerRefusals';
import { StepsInput } from './StepsInput';
import { VerdictPanel } from './VerdictPanel';
import { WeatherInputs } from './WeatherInputs';
import type { TreatmentValues } from './treatmentFormValues';

const surfaceChoices = treatedSurfaces.map((id) => ({ id, name: `de_icing.choices.surface.${id}` }));

/** The station's de-icing trucks: picked once the station is; one not serviceable is said refused before saving. */
function TruckInput() {
  const { station, options } = useFormStation();
  const truckId = useWatch({ name: 'truck_id' }) as number | null;
  const trucks = (options?.trucks ?? []).filter((truck) => truck.station_id === station?.id);
  return (
    <Box>
      <SelectInput source="truck_id" label="de_icing.fields.truck" choices={trucks} emptyText="de_icing.form.no_truck" />
      <UnusableResourceAlert kind="truck" status={trucks.find((truck) => truck.id === truckId)?.status} />
    </Box>
  );
}

const grid = { display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' } as const;

/**
 * The treatment record (docs/modules/de_icing.md), new or edited: where, which aircraft, who sprayed with what,
 * the weather (prefilled from a pasted METAR), the steps — and beside it, the model's verdict as
 * it is typed (with the demo warning, beside the window it concerns). Field errors of a 422 land on their inputs.
 */
export function TreatmentForm({ options, defaultValues }: { options: DeIcingOptions; defaultValues: Partial<TreatmentValues> }) {
  return (
    <SimpleForm
      defaultValues={defaultValues}
      noValidate
      warnWhenUnsavedChanges
      toolbar={
        <Toolbar>
          <CrudSaveButton />
        </Toolbar>
      }
      sx={{ maxWidth: 1280 }}
    >
      <ServerRefusals />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, width: '100%', alignItems: 'start' }}>
        <Stack spacing={2}>
          <FormPart name="aircraft">
            <Box sx={grid}>
              <SelectInput
                source="station_id"
                label="de_icing.fields.station"
                choices={options.stations}
                optionText="code"
                validate={required()}
              />
              <TextInput source="pad" label="de_icing.fields.pad" />
              <AutocompleteInput
                source="customer_id"
                label="de_icing.fields.customer"
                choices={options.customers}
                optionText="name"
                validate={required()}
              />
              <TextInput source="flight_no" label="de_icing.fields.flight_no" />
              <AutocompleteInput
                source="aircraft_type_id"
                label="de_icing.fields.aircraft_type"
                choices={options.aircraft_types}
                optionText={(t: { code: string; name: string }) => `${t.code} — ${t.name}`}
                validate={required()}
              />
              <TextInput
                source="registration"
                label="de_icing.fields.registration"
                validate={required()}
                parse={(value: string) => value.toUpperCase()}
              />
              <TruckInput />
              <AutocompleteArrayInput
                source="operator_ids"
                label="de_icing.fields.operators"
                choices={options.technicians}
                optionText="name"
                validate={required()}
              />
            </Box>
          </FormPart>
          <FormPart name="weather">
            <MetarPaste />
            <Box sx={grid}>
              <WeatherInputs />
            </Box>
          </FormPart>
          <FormPart name="fluids">
            <ProcedureInput />
            <StepsInput />
            <CheckboxGroupInput source="surfaces" label="de_icing.fields.surfaces" choices={surfaceChoices} />
            <TextInput source="remarks" label="de_icing.fields.remarks" multiline minRows={2} fullWidth />
          </FormPart>
        </Stack>
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 72 } }}>
          <VerdictPanel />
        </Box>
      </Box>
    </SimpleForm>
  );
}
