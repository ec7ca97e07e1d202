import { useState } from 'react';
import { Box, Button, IconButton, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { useTranslate } from 'react-admin';
import { Section } from '../../../components/Section';
import { useActivityAction } from '../../../components/useActivityAction';
import { removeCrewMember, setWorkedMinutes } from '../onCallApi';
import { AddCrewDialog } from './AddCrewDialog';
import type { RequestDetail, RequestTechnician } from '../onCallTypes';

/** Hours as the crew types them (1.5) and as the server keeps them (90 minutes). */
const hoursText = (minutes: number | null) => (minutes === null ? '' : String(Math.round((minutes / 60) * 100) / 100));

function WorkedHours({
  requestId,
  version,
  technician,
  onChanged,
}: {
  requestId: number;
  version: number;
  technician: RequestTechnician;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const [hours, setHours] = useState(hoursText(technician.worked_minutes));
  const { busy, run } = useActivityAction(onChanged);
  const minutes = Math.round(Number(hours) * 60);
  const valid = hours !== '' && Number.isFinite(minutes) && minutes >= 0;
  return (
    <Box
      component="form"
      sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) void run(() => setWorkedMinutes(requestId, technician.technician_id, { version, worked_minutes: minutes }));
      }}
    >
      <TextField
        size="small"
        type="number"
        label={translate('on_call.crew.worked_hours')}
        value={hours}
        onChange={(event) => setHours(event.target.value)}
        slotProps={{ htmlInput: { min: 0, step: 0.25 } }}
        sx={{ width: 130 }}
      />
      <Button type="submit" disabled={busy || !valid || minutes === technician.worked_minutes}>
        {translate('ra.action.save')}
      </Button>
    </Box>
  );
}

/** Statuses in which the desk changes the crew: dispatched and not yet completed. */
const crewChangeable = ['dispatched', 'en_route', 'on_site'];

/**
 * Who went, as lead or support, any override with its reason, and the hours each worked (cost per
 * event); the desk adds or withdraws a technician while the job runs.
 */
export function CrewPanel({
  record,
  editable,
  desk,
  onChanged,
}: {
  record: RequestDetail;
  editable: boolean;
  desk: boolean;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  const { busy, run } = useActivityAction(onChanged);
  const changeable = desk && crewChangeable.includes(record.status);
  return (
    <Section
      title={translate('on_call.crew.title')}
      actions={
        changeable && (
          <Button startIcon={<PersonAddIcon />} onClick={() => setAdding(true)}>
            {translate('on_call.crew.add')}
          </Button>
        )
      }
    >
      {record.technicians.length === 0 ? (
        <Typography color="text.secondary">{translate('on_call.crew.empty')}</Typography>
      ) : (
        <List disablePadding>
          {record.technicians.map((technician) => (
            <ListItem key={technician.id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                sx={{ minWidth: 180 }}
                primary={`${technician.name} · ${translate(`on_call.choices.role.${technician.role}`, { _: technician.role })}`}
                secondary={
                  technician.override_reason ? translate('on_call.crew.overridden', { reason: technician.override_reason }) : undefined
                }
              />
              {editable ? (
                <WorkedHours requestId={record.id} version={record.version} technician={technician} onChanged={onChanged} />
              ) : (
                technician.worked_minutes !== null && (
                  <Typography>{translate('on_call.crew.hours', { hours: hoursText(technician.worked_minutes) })}</Typography>
                )
              )}
              {changeable && (
                <IconButton
                  aria-label={translate('on_call.crew.remove', { name: technician.name })}
                  disabled={busy}
                  onClick={() => void run(() => removeCrewMember(record.id, technician.technician_id))}
                >
                  <PersonRemoveIcon />
                </IconButton>
              )}
            </ListItem>
          ))}
        </List>
      )}
      {adding && (
        <AddCrewDialog
          record={record}
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            onChanged();
          }}
        />
      )}
    </Section>
  );
}
