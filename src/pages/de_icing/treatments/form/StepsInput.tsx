import { Box, Paper, Typography } from '@mui/material';
import { NumberInput, required, useTranslate } from 'react-admin';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { DeIcingFluid, DeIcingOptions } from '../../deIcingApi';
import { BatchInput, FluidPicker, SprayerInput } from './StepStockInputs';
import { useFormStation } from '../../useStationZone';
import { StationDateTimeInput } from '../../../../components/date/DateTimeInput';
import type { StepValues } from './treatmentFormValues';

/** A date and a time with its zone need room: two of the step's four columns. */
const twoColumns = { gridColumn: { md: 'span 2' } };

/** One fluid step: the fluid (with the litres in stock), its batch and sprayer, the mix, its measured freezing point or Brix, start and end, nozzle temperature, litres. */
function StepFields({
  index,
  fluids,
  timeZone,
  options,
}: {
  index: number;
  fluids: DeIcingFluid[];
  timeZone: string;
  options?: DeIcingOptions;
}) {
  const translate = useTranslate();
  const step = useWatch({ name: `steps.${index}` }) as StepValues | undefined;
  const fluid = fluids.find((candidate) => candidate.id === step?.fluid_id);
  const at = (field: string) => `steps.${index}.${field}`;
  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: 2, m: 0, border: 1, borderColor: 'divider' }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {translate('de_icing.form.step_heading', {
          n: index + 1,
          purpose: translate(`de_icing.choices.purpose.${step?.purpose ?? 'anti_icing'}`),
        })}
        {fluid ? ` · ${translate(`de_icing.choices.fluid_type.${fluid.fluid_type}`)}` : ''}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <FluidPicker index={index} fluids={fluids} options={options} />
        <BatchInput index={index} options={options} />
        <SprayerInput index={index} options={options} />
        <NumberInput
          source={at('concentration')}
          label="de_icing.fields.concentration"
          helperText={index === 0 ? 'de_icing.form.concentration_help' : undefined}
          min={0}
          max={100}
          validate={required()}
        />
        <NumberInput source={at('freezing_point_c')} label="de_icing.fields.freezing_point_c" step={0.5} />
        <NumberInput source={at('brix')} label="de_icing.fields.brix" step={0.1} />
        <StationDateTimeInput
          source={at('started_at')}
          label="de_icing.fields.started_at"
          timeZone={timeZone}
          validate={required()}
          sx={twoColumns}
        />
        <StationDateTimeInput source={at('ended_at')} label="de_icing.fields.ended_at" timeZone={timeZone} sx={twoColumns} />
        <NumberInput source={at('nozzle_temperature_c')} label="de_icing.fields.nozzle_temperature_c" />
        <NumberInput source={at('litres')} label="de_icing.fields.litres" min={0} validate={required()} />
      </Box>
    </Paper>
  );
}

/** The fluid steps of the procedure, in time order: the procedure decides how many (TreatmentForm keeps them in step). */
export function StepsInput() {
  const { fields } = useFieldArray({ name: 'steps' });
  const { timeZone, options } = useFormStation();
  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%' }}>
      {fields.map((item, index) => (
        <StepFields key={item.id} index={index} fluids={options?.fluids ?? []} timeZone={timeZone} options={options} />
      ))}
    </Box>
  );
}
