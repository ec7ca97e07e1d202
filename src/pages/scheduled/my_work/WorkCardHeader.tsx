import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ActivityDetail } from '../activity/activityTypes';
import { ActivityStatusChip } from '../activity/ActivityStatusChip';
import { formatStationTime } from '../../../components/date/stationTime';

/** The card's title lines: work order and status, flights and aircraft, station and times in the station's zone. */
export function WorkCardHeader({ record }: { record: ActivityDetail }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const zone = record.station_time_zone;
  const flights = [record.inbound_flight_no, record.outbound_flight_no].filter(Boolean).join(' / ');
  const times = [
    record.sta_at && `${translate('scheduled.activity.times.sta_at')} ${formatStationTime(record.eta_at ?? record.sta_at, zone, locale)}`,
    record.std_at && `${translate('scheduled.activity.times.std_at')} ${formatStationTime(record.etd_at ?? record.std_at, zone, locale)}`,
  ].filter(Boolean);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={`work-${record.id}`} variant="h6" component="h3">
          {record.work_order}
        </Typography>
        <ActivityStatusChip status={record.status} />
      </Box>
      <Typography variant="h6" component="p">
        {[flights, record.registration, record.aircraft_type_code].filter(Boolean).join(' · ')}
      </Typography>
      <Typography color="text.secondary">{[record.station_code, record.customer_name].filter(Boolean).join(' · ')}</Typography>
      <Typography color="text.secondary">{times.join(' — ')}</Typography>
    </Box>
  );
}
