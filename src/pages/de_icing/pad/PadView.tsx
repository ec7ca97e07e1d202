import { Alert, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { DeIcingChange } from '../../../../model/live';
import { padOpeningStation } from '../../../../model/modules/de_icing/treatmentRecords';
import { useLiveChange } from '../../../live/useLiveChange';
import { EmptyState } from '../../../components/ScreenFrame';
import { DemoBanner } from '../DemoBanner';
import { fetchPad } from '../deIcingApi';
import { StationPicker } from '../StationPicker';
import { useActiveHotTable } from '../useActiveHotTable';
import { useDeIcingPermissions } from '../useDeIcingPermissions';
import { useDeIcingStation } from '../useDeIcingStation';
import { FluidUsedToday } from './FluidUsedToday';
import { PadTreatmentCard } from './PadTreatmentCard';
import { useNow } from './useNow';
import { Pending } from '../../../components/Pending';

/**
 * The pad (the live pad view, docs/modules/de_icing.md): today's treatments at one of the region's de-icing
 * stations, each with its holdover clock ticking, and the fluid used today; it follows the
 * `de_icing` topic.
 */
export function PadView() {
  const translate = useTranslate();
  const { write } = useDeIcingPermissions();
  const pad = useQuery({ queryKey: ['de_icing', 'pad'], queryFn: fetchPad });
  const table = useActiveHotTable();
  const stations = (pad.data ?? []).map((day) => ({
    id: day.station_id,
    code: day.station_code,
    name: day.station_name,
    time_zone: day.time_zone,
  }));
  const [station, setStation] = useDeIcingStation(stations, padOpeningStation(pad.data ?? []));
  const now = useNow();
  useLiveChange(
    'de_icing',
    (event) => (event.data as Partial<DeIcingChange>).what === 'treatments',
    () => void pad.refetch(),
  );
  if (pad.isPending) return <Pending />;
  if (pad.error) return <Alert severity="error">{translate('de_icing.load_failed')}</Alert>;
  const day = pad.data.find((candidate) => candidate.station_id === station?.id);
  if (!day) return <EmptyState text="de_icing.pad.no_stations" />;
  return (
    <Stack spacing={2}>
      <DemoBanner table={table.data} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <StationPicker stations={stations} value={day.station_id} onChange={setStation} />
        <Typography color="text.secondary">{translate('de_icing.pad.day', { date: day.date, zone: day.time_zone })}</Typography>
        <span style={{ flex: 1 }} />
        {write && (
          <Button component={Link} to="/de_icing/treatments/new" variant="contained" startIcon={<AddIcon />}>
            {translate('de_icing.treatments.create')}
          </Button>
        )}
      </Stack>
      <FluidUsedToday used={day.fluid_used} />
      {day.treatments.length === 0 ? (
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
