import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatStationTime } from '../../../components/date/stationTime';
import type { PadTreatment } from '../deIcingApi';
import { HoldoverCountdown } from './HoldoverCountdown';

/** One aircraft on the pad: who and where, the final fluid, its holdover clock and the code told to the crew. */
export function PadTreatmentCard({ treatment, timeZone, now }: { treatment: PadTreatment; timeZone: string; now: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const fluid = treatment.fluid_type
    ? translate(`de_icing.choices.fluid_type.${treatment.fluid_type}`) +
      (treatment.fluid_type !== 'I' && treatment.concentration ? ` ${treatment.concentration}%` : '')
    : '';
  return (
    <Card variant="outlined" component="article" aria-label={treatment.registration}>
      <CardActionArea component={Link} to={`/de_icing/treatments/${treatment.id}`}>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Stack sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="h6" component="h3">
                {treatment.registration} · {treatment.aircraft_type_code}
                {treatment.flight_no ? ` · ${treatment.flight_no}` : ''}
              </Typography>
              <Typography color="text.secondary">
                {[treatment.customer_name, treatment.pad && translate('de_icing.pad.pad_named', { pad: treatment.pad }), fluid]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              {treatment.final_step_started_at && (
                <Typography variant="body2">
                  {translate('de_icing.pad.final_step_at', { time: formatStationTime(treatment.final_step_started_at, timeZone, locale) })}
                </Typography>
              )}
              <Typography
                variant="body2"
                sx={{ fontFamily: 'monospace', mt: 0.5 }}
                aria-label={translate('de_icing.fields.anti_icing_code')}
              >
                {treatment.status === 'cancelled'
                  ? translate('de_icing.choices.status.cancelled')
                  : (treatment.anti_icing_code ?? translate('de_icing.pad.awaiting_check'))}
              </Typography>
            </Stack>
            {treatment.status !== 'cancelled' && (
              <HoldoverCountdown
                now={now}
                startedAt={treatment.final_step_started_at}
                kind={treatment.holdover_kind}
                min={treatment.holdover_min_minutes}
                max={treatment.holdover_max_minutes}
                match={treatment.holdover_match}
              />
            )}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
