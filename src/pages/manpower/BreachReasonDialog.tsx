import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useViolationText } from './useViolationText';
import type { RosterTechnician, RosterViolation } from './rosterTypes';

/**
 * The save broke a rest rule (422 / 403): every violation listed; a supervisor holding
 * roster_override may keep the roster with a written reason (kept and audited by the server),
 * anyone else can only go back and change it (docs/modules/manpower.md: never silently allowed).
 */
export function BreachReasonDialog({
  refusal,
  canOverride,
  technicians,
  formatDay,
  onCancel,
  onConfirm,
}: {
  refusal: { message: string; violations: RosterViolation[]; reasonErrors: string[] };
  canOverride: boolean;
  technicians: RosterTechnician[];
  formatDay: (date: string) => string;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const translate = useTranslate();
  const violationText = useViolationText();
  const [reason, setReason] = useState('');
  const names = new Map(technicians.map((technician) => [technician.id, technician.name]));
  const fieldError = refusal.reasonErrors.join(' ');
  return (
    <Dialog open onClose={onCancel} aria-labelledby="breach-title" fullWidth maxWidth="sm">
      <DialogTitle id="breach-title">{translate('manpower.roster.breach.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{refusal.message}</DialogContentText>
        <List dense aria-label={translate('manpower.roster.breach.list')}>
          {refusal.violations.map((violation) => (
            <ListItem key={`${violation.technician_id}|${violation.local_date}|${violation.rule}`} disableGutters>
              <ListItemText
                primary={`${names.get(violation.technician_id) ?? violation.technician_id} · ${formatDay(violation.local_date)}`}
                secondary={violationText(violation)}
              />
            </ListItem>
          ))}
        </List>
        {canOverride ? (
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label={translate('manpower.roster.breach.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(fieldError)}
            helperText={fieldError || translate('manpower.roster.breach.reason_help')}
          />
        ) : (
          <Alert severity="warning">{translate('manpower.roster.breach.no_override')}</Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('manpower.roster.breach.back')}</Button>
        {canOverride && (
          <Button variant="contained" color="warning" disabled={reason.trim().length === 0} onClick={() => onConfirm(reason.trim())}>
            {translate('manpower.roster.breach.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
