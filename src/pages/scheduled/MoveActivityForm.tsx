import { useState, type FormEvent } from 'react';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DateTimeInput } from '../../components/date/DateTimeInput';
import { sameInstant } from '../../components/date/zonedInput';
import type { ActivityMove, TimelineActivity, TimelineTechnician } from './timelineTypes';

/**
 * The keyboard way to do what a drag does (WCAG 2.5.7): new STA/STD in the station's time, and
 * the work handed from one assigned technician to another. The server checks both.
 */
export function MoveActivityForm({
  activity,
  timeZone,
  technicians,
  onMove,
}: {
  activity: TimelineActivity;
  timeZone: string;
  technicians: TimelineTechnician[];
  onMove: (activity: TimelineActivity, move: ActivityMove) => Promise<boolean>;
}) {
  const translate = useTranslate();
  const [sta, setSta] = useState(activity.sta_at);
  const [std, setStd] = useState(activity.std_at);
  const [from, setFrom] = useState(activity.technician_ids[0] ? String(activity.technician_ids[0]) : '');
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const assigned = technicians.filter((technician) => activity.technician_ids.includes(technician.id));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const move: ActivityMove = {};
    if (!sameInstant(sta, activity.sta_at)) move.sta_at = sta;
    if (!sameInstant(std, activity.std_at)) move.std_at = std;
    if (to) {
      move.to_technician_id = Number(to);
      if (from) move.from_technician_id = Number(from);
    }
    if (!Object.keys(move).length) return;
    setBusy(true);
    await onMove(activity, move);
    setBusy(false);
  };

  return (
    <Box component="form" onSubmit={submit} aria-labelledby="move-title" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography id="move-title" variant="subtitle1" component="h3">
        {translate('scheduled.move.title')}
      </Typography>
      <DateTimeInput label={translate('scheduled.activity.times.sta_at')} timeZone={timeZone} value={sta} onChange={setSta} fullWidth />
      <DateTimeInput label={translate('scheduled.activity.times.std_at')} timeZone={timeZone} value={std} onChange={setStd} fullWidth />
      {assigned.length > 0 && (
        <TextField
          select
          size="small"
          label={translate('scheduled.move.from_technician')}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
        >
          {assigned.map((technician) => (
            <MenuItem key={technician.id} value={String(technician.id)}>
              {technician.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        size="small"
        label={translate('scheduled.move.to_technician')}
        value={to}
        onChange={(event) => setTo(event.target.value)}
      >
        <MenuItem value="">{translate('scheduled.move.keep_technicians')}</MenuItem>
        {technicians
          .filter((technician) => !activity.technician_ids.includes(technician.id))
          .map((technician) => (
            <MenuItem key={technician.id} value={String(technician.id)}>
              {technician.name}
            </MenuItem>
          ))}
      </TextField>
      <Button type="submit" variant="outlined" disabled={busy}>
        {translate('scheduled.move.submit')}
      </Button>
    </Box>
  );
}
