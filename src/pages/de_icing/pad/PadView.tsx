import { Alert, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { Loading, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { DeIcingChange } from '../../../../model/live';
import { useLiveChange } from '../../../live/useLiveChange';
import { EmptyState } from '../../../components/ScreenFrame';
import { DemoBanner } from '../DemoBanner';
import { fetchPad } from '../deIcingApi';
import { StationPicker } from '../StationPicker';
import { useDeIcingOptions } from '../useDeIcingOptions';
import { useDeIcingPermissions } from '../useDeIcingPermissions';
import { useDeIcingStation } from '../useDeIcingStation';
import { FluidUsedToday } from './FluidUsedToday';
import { PadTreatmentCard } from './PadTreatmentCard';
import { useNow } from './useNow';

/**
 * The pad (issue 15 §2 "Live pad view"): today's treatments at one station, each with its
 * holdover clock ticking, and the fluid used today; it follows the `de_icing` topic.
 */
export function PadView() {
  const translate = useTranslate();
  const { write } = useDeIcingPermissions();
  const options = useDeIcingOptions();
  const [station, setStation] = useDeIcingStation(options.data?.stations);
  const pad = useQuery({ queryKey: ['de_icing', 'pad', station?.id], queryFn: () => fetchPad(station!.id), enabled: !!station });
  const now = useNow();
  useLiveChange(
    'de_icing',
    (event) => !!station && ((event.data as Partial<DeIcingChange>).station_ids ?? []).includes(station.id),
    () => void pad.refetch(),
  );
  if (options.isPending) return <Loading />;
  if (options.error || pad.error) return <Alert severity="error">{translate('de_icing.load_failed')}</Alert>;
  const stations = options.data.stations;
  if (stations.length === 0) return <EmptyState text="de_icing.pad.no_stations" />;
  const day = pad.data;
  return (
    <Stack spacing={2}>
      <DemoBanner table={day?.hot_table} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <StationPicker stations={stations} value={station?.id ?? null} onChange={setStation} />
        {day && <Typography color="text.secondary">{translate('de_icing.pad.day', { date: day.date, zone: day.time_zone })}</Typography>}
        <span style={{ flex: 1 }} />
        {write && (
          <Button component={Link} to="/de_icing/treatments/new" variant="contained" startIcon={<AddIcon />}>
            {translate('de_icing.treatments.create')}
          </Button>
        )}
      </Stack>
      {day && <FluidUsedToday used={day.fluid_used} />}
      {!day ? (
        <Loading />
      ) : day.treatments.length === 0 ? (
        <EmptyState text="de_icing.pad.empty" />
      ) : (
        <Stack spacing={1} component="section" aria-label={translate('de_icing.pad.treatments')}>
          {day.treatments.map((treatment) => (
            <PadTreatmentCard key={treatment.id} treatment={treatment} timeZone={day.time_zone} now={now} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
