import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { NumberInput, SelectInput, ValidationError, required, useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { precipitationIntensities, precipitationTypes } from '../../../../../model/modules/de_icing/enums';

const precipitationChoices = precipitationTypes.map((id) => ({ id, name: `de_icing.choices.precipitation.${id}` }));

/** An intensity changes the HOT column for these (snow by intensity, light vs moderate/heavy freezing rain). */
const withIntensity = new Set(['snow', 'snow_grains', 'freezing_rain']);

/**
 * The operator's choice of intensity, with the METAR's suggestion said beside each option but
 * never selected for them; required where it changes the holdover column.
 */
function IntensityChoice() {
  const translate = useTranslate();
  const precipitation = useWatch({ name: 'precipitation' }) as string | null;
  const suggestion = useWatch({ name: 'intensity_suggestion' }) as string | null | undefined;
  const needed = !!precipitation && withIntensity.has(precipitation);
  const { field, fieldState } = useInput({
    source: 'intensity',
    validate: (value: unknown) => (needed && !value ? 'de_icing.form.intensity_required' : undefined),
  });
  if (!needed && !suggestion) return null;
  const error = fieldState.error?.message;
  return (
    <FormControl error={!!error} component="fieldset" sx={{ gridColumn: '1 / -1' }}>
      <FormLabel component="legend">{translate('de_icing.fields.intensity')}</FormLabel>
      {suggestion && (
        <FormHelperText sx={{ mx: 0 }}>
          {translate('de_icing.form.intensity_suggested', { intensity: translate(`de_icing.choices.intensity.${suggestion}`) })}
        </FormHelperText>
      )}
      <RadioGroup row name={field.name} value={field.value ?? ''} onChange={(event) => field.onChange(event.target.value)}>
        {precipitationIntensities.map((id) => (
          <FormControlLabel
            key={id}
            value={id}
            control={<Radio />}
            label={
              translate(`de_icing.choices.intensity.${id}`) + (id === suggestion ? ` (${translate('de_icing.form.metar_suggestion')})` : '')
            }
          />
        ))}
      </RadioGroup>
      {error && (
        <FormHelperText>
          <ValidationError error={error} />
        </FormHelperText>
      )}
    </FormControl>
  );
}

/** OAT, precipitation and the intensity the operator confirms. */
export function WeatherInputs() {
  return (
    <>
      <NumberInput source="oat_c" label="de_icing.fields.oat_c" step={0.5} validate={required()} />
      <SelectInput source="precipitation" label="de_icing.fields.precipitation" choices={precipitationChoices} validate={required()} />
      <IntensityChoice />
    </>
  );
}
