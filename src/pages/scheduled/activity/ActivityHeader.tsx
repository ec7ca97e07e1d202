import type { ReactNode } from 'react';
import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDisplayDate } from '../../../../model/dates';
import { getConfig } from '../../../config';
import { dayjsLocaleName } from '../../../components/date/dayjsLocales';
import type { ActivityDetail } from './activityTypes';
import { ActivityStatusChip } from './ActivityStatusChip';
import { formatStationTime } from '../../../components/date/stationTime';
import { StatusActions } from './StatusActions';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div">{children || '—'}</Typography>
    </Box>
  );
}

/** Who, what, where and when of one turnaround, its status and the moves it allows. */
export function ActivityHeader({ record, locked, onChanged }: { record: ActivityDetail; locked: boolean; onChanged: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const zone = record.station_time_zone;
  const time = (instant: string | null) => formatStationTime(instant, zone, locale);
  const flights = [record.inbound_flight_no, record.outbound_flight_no].filter(Boolean).join(' / ');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="activity-work-order" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography id="activity-work-order" variant="h6" component="h2" sx={{ flex: 1, minWidth: 180 }}>
            {record.work_order}
          </Typography>
          <ActivityStatusChip status={record.status} />
        </Box>
        {record.status === 'cancelled' && record.cancel_reason && (
          <Alert severity="warning">{translate('scheduled.activity.cancelled_because', { reason: record.cancel_reason })}</Alert>
        )}
        {record.needs_review && <Alert severity="info">{translate('scheduled.activity.needs_review')}</Alert>}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Fact label={translate('scheduled.activity.flights')}>{flights}</Fact>
          <Fact label={translate('scheduled.activity.registration')}>{record.registration}</Fact>
          <Fact label={translate('scheduled.activity.aircraft_type')}>{record.aircraft_type_code}</Fact>
          <Fact label={translate('scheduled.activity.customer')}>{record.customer_name}</Fact>
          <Fact label={translate('scheduled.activity.station')}>{`${record.station_code} · ${zone}`}</Fact>
          <Fact label={translate('scheduled.activity.local_date')}>
            {formatDisplayDate(record.local_date, getConfig().dateFormat, dayjsLocaleName(locale))}
          </Fact>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Fact label={translate('scheduled.activity.times.sta_at')}>{time(record.sta_at)}</Fact>
          <Fact label={translate('scheduled.activity.times.std_at')}>{time(record.std_at)}</Fact>
          <Fact label={translate('scheduled.activity.times.eta_at')}>{time(record.eta_at)}</Fact>
          <Fact label={translate('scheduled.activity.times.etd_at')}>{time(record.etd_at)}</Fact>
          <Fact label={translate('scheduled.activity.times.ata_at')}>{time(record.ata_at)}</Fact>
          <Fact label={translate('scheduled.activity.times.atd_at')}>{time(record.atd_at)}</Fact>
        </Box>
        {!locked && <StatusActions record={record} onChanged={onChanged} />}
      </Stack>
    </Paper>
  );
}
