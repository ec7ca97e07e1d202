import { Alert, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Paper, Typography } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useTranslate } from 'react-admin';
import { useViolationText } from './useViolationText';
import type { RosterTechnician, RosterViolation } from './rosterTypes';

/** Every rest-rule violation of the period, per technician, day and rule; a click puts the focus on its cell. */
export function ViolationsPanel({
  violations,
  technicians,
  formatDay,
  onFocusCell,
}: {
  violations: RosterViolation[];
  technicians: RosterTechnician[];
  formatDay: (date: string) => string;
  onFocusCell: (violation: RosterViolation) => void;
}) {
  const translate = useTranslate();
  const violationText = useViolationText();
  const names = new Map(technicians.map((technician) => [technician.id, technician.name]));
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="roster-violations-title">
      <Typography variant="subtitle1" component="h2" id="roster-violations-title">
        {translate('manpower.roster.violations.title', { smart_count: violations.length })}
      </Typography>
      {violations.length === 0 ? (
        <Alert severity="success" sx={{ mt: 1 }}>
          {translate('manpower.roster.violations.none')}
        </Alert>
      ) : (
        <List dense>
          {violations.map((violation) => (
            <ListItem key={`${violation.technician_id}|${violation.local_date}|${violation.rule}`} disablePadding>
              <ListItemButton onClick={() => onFocusCell(violation)}>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <WarningAmberIcon fontSize="small" color="warning" />
                </ListItemIcon>
                <ListItemText
                  primary={`${names.get(violation.technician_id) ?? violation.technician_id} · ${formatDay(violation.local_date)}`}
                  secondary={violationText(violation)}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
