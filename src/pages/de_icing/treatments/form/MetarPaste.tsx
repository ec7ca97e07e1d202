import { useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { checkMetarTime, defaultMetarIntervalMinutes, weatherFromMetar } from '../../../../../model/modules/de_icing/metar';
import type { DeIcingRuleResult } from '../../../../../model/modules/de_icing/ruleResult';
import { useFormStation } from '../../useStationZone';
import { RuleVerdicts } from '../RuleVerdicts';

/**
 * "Paste METAR": prefills the outside air temperature and the precipitation, and offers an
 * intensity only as a suggestion — METAR intensity does not map 1:1 to HOT snow intensity, so
 * the operator must choose it (the intensity is emptied until they do). A report from the future, or
 * older than the station's reporting interval, is said at once (model/modules/de_icing/metar.ts).
 */
export function MetarPaste() {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const { station } = useFormStation();
  const [failed, setFailed] = useState<string | null>(null);
  const [time, setTime] = useState<DeIcingRuleResult | null>(null);
  const read = () => {
    const text = String(getValues('metar') ?? '');
    const weather = weatherFromMetar(text);
    if (!weather.ok) {
      setFailed(weather.error);
      setTime(null);
      return;
    }
    setFailed(null);
    const steps = (getValues('steps') ?? []) as { started_at?: string | null }[];
    const finalStart = steps.at(-1)?.started_at;
    setTime(
      checkMetarTime({
        metar: text,
        now: new Date(),
        treatedAt: finalStart ? new Date(finalStart) : null,
        intervalMinutes: station?.metar_interval_minutes ?? defaultMetarIntervalMinutes,
      }),
    );
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
      {time && !time.ok && (
        <Alert severity={time.warning ? 'warning' : 'error'}>
          <RuleVerdicts results={[time]} />
        </Alert>
      )}
    </Stack>
  );
}
