import { useState } from 'react';
import { Alert, Box, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { DispatchRole } from '../../../../model/modules/on_call/enums';
import { DateTimeInput } from '../../../components/date/DateTimeInput';
import { FormAlert } from '../../../components/form/FormAlert';
import { UnusableResourceAlert } from '../../../components/form/UnusableResourceAlert';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useServerForm } from '../../../components/form/useServerForm';
import { OverrideReasonField } from '../../scheduled';
import { Section } from '../../../components/Section';
import { dispatchRequest, fetchSuggestions } from '../onCallApi';
import type { RequestDetail } from '../onCallTypes';
import { StationChoice } from './StationChoice';
import { TechnicianChoice } from './TechnicianChoice';

/**
 * Dispatching a new request (docs/modules/on_call.md): the nearest stations first, then the chosen station's
 * technicians with each one's rules verdict, truck and ETA. A technician the rules refuse may
 * still go with a written reason (the server decides who may override, as in Scheduled).
 */
export function DispatchPanel({ record, onDispatched }: { record: RequestDetail; onDispatched: () => void }) {
  const translate = useTranslate();
  const { data, isPending, error } = useQuery({
    queryKey: ['on_call', 'suggestions', record.id],
    queryFn: () => fetchSuggestions(record.id),
  });
  const [stationId, setStationId] = useState<number | null>(null);
  const [roles, setRoles] = useState<Map<number, DispatchRole>>(new Map());
  const [truckId, setTruckId] = useState('');
  const [eta, setEta] = useState<string | null>(null);
  const form = useServerForm({ override_reason: '' });
  const stations = data?.stations ?? [];
  const station = stations.find((candidate) => candidate.station_id === stationId) ?? stations[0];
  const chosen = station ? station.technicians.filter((technician) => roles.has(technician.technician_id)) : [];
  const needsOverride = chosen.some((technician) => !technician.ok);
  const truck = station?.trucks.find((candidate) => String(candidate.id) === truckId);
  // The server names every failed rule per technician (errors["technicians.<i>"]); ours is `technicians`.
  const crewErrors = Object.entries(form.errors)
    .filter(([key]) => key === 'technicians' || key.startsWith('technicians.'))
    .flatMap(([, texts]) => texts);

  const pickStation = (id: number) => {
    setStationId(id);
    setRoles(new Map());
    setTruckId('');
    setEta(null);
  };
  const setRole = (technicianId: number, role: DispatchRole | undefined) => {
    const next = new Map(roles);
    if (role) next.set(technicianId, role);
    else next.delete(technicianId);
    setRoles(next);
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!station) return;
    if (!chosen.length) {
      form.setErrors({ technicians: [translate('on_call.dispatch.pick_technician')] });
      return;
    }
    if (needsOverride && !form.values.override_reason.trim()) {
      form.setErrors({ override_reason: [translate('on_call.dispatch.override_reason_required')] });
      return;
    }
    const result = await form.submit((values) =>
      dispatchRequest(record.id, {
        version: record.version,
        station_id: station.station_id,
        technicians: chosen.map((technician) => ({ technician_id: technician.technician_id, role: roles.get(technician.technician_id)! })),
        truck_id: truckId ? Number(truckId) : undefined,
        road_trip_id: station.road_trip_id ?? undefined,
        // Typed in the airport's time, like every time of the request.
        eta_at: eta ?? undefined,
        override_reason: needsOverride ? values.override_reason.trim() : undefined,
      }),
    );
    if (result.ok) onDispatched();
  };

  return (
    <Section title={translate('on_call.dispatch.title')}>
      {error ? (
        <Alert severity="error">{translate('on_call.dispatch.load_failed')}</Alert>
      ) : isPending ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : !station ? (
        <Alert severity="info">{translate('on_call.dispatch.no_stations')}</Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack spacing={2}>
            <FormAlert errors={form.errors} />
            {crewErrors.length > 0 && (
              <Alert severity="error">
                {crewErrors.map((text) => (
                  <div key={text}>{text}</div>
                ))}
              </Alert>
            )}
            <StationChoice stations={stations} timeZone={record.time_zone} value={station.station_id} onChange={pickStation} />
            <Box>
              <Typography variant="subtitle1" component="h3">
                {translate('on_call.dispatch.technicians_at', { station: station.code })}
              </Typography>
              {station.technicians.length === 0 && (
                <Typography color="text.secondary">{translate('on_call.dispatch.no_technicians')}</Typography>
              )}
              {station.technicians.map((technician) => (
                <TechnicianChoice
                  key={technician.technician_id}
                  technician={technician}
                  role={roles.get(technician.technician_id)}
                  onChange={(role) => setRole(technician.technician_id, role)}
                />
              ))}
            </Box>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label={translate('on_call.dispatch.truck')}
                value={truckId}
                onChange={(event) => setTruckId(event.target.value)}
                error={!!form.errors.truck_id}
                helperText={form.errors.truck_id?.join(' ')}
                sx={{ minWidth: 220 }}
              >
                <MenuItem value="">{translate('on_call.dispatch.no_truck')}</MenuItem>
                {station.trucks.map((truck) => (
                  <MenuItem key={truck.id} value={String(truck.id)}>
                    {truck.registration} · {truck.type}
                  </MenuItem>
                ))}
              </TextField>
              <DateTimeInput
                label={translate('on_call.dispatch.eta')}
                timeZone={record.time_zone}
                value={eta ?? station.eta_at}
                onChange={setEta}
                size="medium"
              />
            </Stack>
            <UnusableResourceAlert kind="truck" status={truck?.status} />
            {needsOverride && (
              <>
                <Alert severity="warning">{translate('on_call.dispatch.override_hint')}</Alert>
                <OverrideReasonField {...form.field('override_reason')} required />
              </>
            )}
            <SubmitButton busy={form.busy} fullWidth={false}>
              {translate(needsOverride ? 'on_call.dispatch.dispatch_override' : 'on_call.dispatch.dispatch')}
            </SubmitButton>
          </Stack>
        </form>
      )}
    </Section>
  );
}
