import { Box, Checkbox, FormControlLabel, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { dispatchRoles, type DispatchRole } from '../../../../model/modules/on_call/enums';
import { RuleResults } from '../../scheduled';
import type { SuggestedTechnician } from '../onCallTypes';

/**
 * One technician of the chosen station with the rules' verdict shown before anyone dispatches
 * (the Scheduled rules over the request's window): ✓, or ✗ with every failed rule and its reason.
 * Ticked, they go as lead or support.
 */
export function TechnicianChoice({
  technician,
  role,
  onChange,
}: {
  technician: SuggestedTechnician;
  role: DispatchRole | undefined;
  onChange: (role: DispatchRole | undefined) => void;
}) {
  const translate = useTranslate();
  const chosen = role !== undefined;
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', py: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <FormControlLabel
          sx={{ flex: 1, minWidth: 200 }}
          control={<Checkbox checked={chosen} onChange={(event) => onChange(event.target.checked ? 'support' : undefined)} />}
          label={
            <span>
              {technician.ok ? '✓' : '✗'} {technician.name}
              {technician.on_standby && (
                <Typography component="span" variant="body2" color="text.secondary">
                  {' '}
                  · {translate('on_call.dispatch.on_standby')}
                </Typography>
              )}
            </span>
          }
        />
        {chosen && (
          <TextField
            select
            size="small"
            label={translate('on_call.dispatch.role')}
            value={role}
            onChange={(event) => onChange(event.target.value as DispatchRole)}
            sx={{ minWidth: 140 }}
          >
            {dispatchRoles.map((name) => (
              <MenuItem key={name} value={name}>
                {translate(`on_call.choices.role.${name}`, { _: name })}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      {/* ✓ says every rule passed; a refusal lists each failed rule with its reason. */}
      {!technician.ok && (
        <RuleResults
          rules={technician.rules.filter((rule) => !rule.ok)}
          label={translate('on_call.dispatch.rules_of', { name: technician.name })}
        />
      )}
    </Box>
  );
}
