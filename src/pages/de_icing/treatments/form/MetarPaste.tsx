import { useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { weatherFromMetar } from '../../../../../model/modules/de_icing/metar';

/**
 * "Paste METAR": prefills the outside air temperature and the precipitation, and offers an
 * intensity only as a suggestion — METAR intensity does not map 1:1 to HOT snow intensity, so
 * the operator must choose it (the intensity is emptied until they do).
 */
export function MetarPaste() {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const [failed, setFailed] = useState<string | null>(null);
  const read = () => {
    const weather = weatherFromMetar(String(getValues('metar') ?? ''));
    if (!weather.ok) {
      setFailed(weather.error);
      return;
    }
    setFailed(null);
    const options = { shouldDirty: true, shouldValidate: false };
    if (weather.oat_c !== null) setValue('oat_c', weather.oat_c, options);
    setValue('precipitation', weather.precipitation, options);
    setValue('intensity_suggestion', weather.intensity_suggestion, options);
    setValue('intensity', null, options);
  };
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextInput
          source="metar"
          label="de_icing.fields.metar"
          multiline
          minRows={2}
          sx={{ flex: 1 }}
          helperText="de_icing.form.metar_help"
        />
        <Button variant="outlined" onClick={read} sx={{ minHeight: 56 }}>
          {translate('de_icing.form.read_metar')}
        </Button>
      </Stack>
      {failed && <Alert severity="warning">{translate('de_icing.form.metar_unreadable', { error: failed })}</Alert>}
    </Stack>
  );
}
