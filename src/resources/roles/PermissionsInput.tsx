import { Box, Checkbox, FormControlLabel, FormGroup, FormHelperText, Typography } from '@mui/material';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { actionPermissions, navPermissions, type PermissionName } from '../../../model/permissions';

const groups = [
  { key: 'navigation', names: navPermissions },
  { key: 'write', names: actionPermissions },
] as const;

/** The role's permission list as two groups of checkboxes: navigation tabs, then write permissions. */
export function PermissionsInput() {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'permissions', defaultValue: [] });
  const selected = new Set<string>(Array.isArray(field.value) ? field.value : []);
  const toggle = (name: PermissionName, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(name);
    else next.delete(name);
    // Keep the catalogue's order so the saved list and the audit diff stay stable.
    field.onChange([...navPermissions, ...actionPermissions].filter((permission) => next.has(permission)));
  };
  const setGroup = (names: readonly PermissionName[], on: boolean) => {
    const next = new Set(selected);
    names.forEach((name) => (on ? next.add(name) : next.delete(name)));
    field.onChange([...navPermissions, ...actionPermissions].filter((permission) => next.has(permission)));
  };
  return (
    <Box className="wide" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, mb: 2 }}>
      {groups.map((group) => {
        const count = group.names.filter((name) => selected.has(name)).length;
        const all = count === group.names.length;
        const groupLabel = translate(`resources.roles.permission_groups.${group.key}`);
        return (
          <Box key={group.key} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 1, m: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
              {groupLabel}
            </Typography>
            <FormControlLabel
              control={
                <Checkbox
                  size="small"
                  checked={all}
                  indeterminate={count > 0 && !all}
                  onChange={(event) => setGroup(group.names, event.target.checked)}
                  onBlur={field.onBlur}
                />
              }
              label={
                <Typography variant="body2" color="text.secondary">
                  {translate('resources.roles.select_all')}
                </Typography>
              }
            />
            <FormGroup>
              {group.names.map((name) => (
                <FormControlLabel
                  key={name}
                  control={
                    <Checkbox
                      checked={selected.has(name)}
                      onChange={(event) => toggle(name, event.target.checked)}
                      onBlur={field.onBlur}
                      name={name}
                    />
                  }
                  label={
                    <Box sx={{ py: 0.5 }}>
                      <Typography variant="body2">{translate(`resources.roles.permissions.${name}`)}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {translate(`resources.roles.permission_help.${name}`)}
                      </Typography>
                    </Box>
                  }
                  sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.75 } }}
                />
              ))}
            </FormGroup>
          </Box>
        );
      })}
      {fieldState.invalid && (
        <FormHelperText error sx={{ gridColumn: '1 / -1' }}>
          <InputHelperText error={fieldState.error?.message} />
        </FormHelperText>
      )}
    </Box>
  );
}
