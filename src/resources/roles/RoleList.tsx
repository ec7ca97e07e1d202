import { Box, Chip, Tooltip } from '@mui/material';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { actionPermissions, navPermissions } from '../../../model/permissions';
import { CrudList } from '../../components/crud';
import { builtinRoleName } from './builtinRoles';

function RoleName() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const builtin = builtinRoleName(record.id);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <span>{builtin && record.name === builtin ? translate(`resources.roles.builtin.${builtin}`) : record.name}</span>
      {builtin && <Chip size="small" variant="outlined" label={translate('resources.roles.builtin_chip')} />}
    </Box>
  );
}

/** How many of each group the role holds, the names in a tooltip. */
function PermissionCounts() {
  const record = useRecordContext();
  const translate = useTranslate();
  const granted = new Set<string>(Array.isArray(record?.permissions) ? record.permissions : []);
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {[
        { key: 'navigation', names: navPermissions },
        { key: 'write', names: actionPermissions },
      ].map((group) => {
        const held = group.names.filter((name) => granted.has(name));
        return (
          <Tooltip key={group.key} title={held.map((name) => translate(`resources.roles.permissions.${name}`)).join(', ') || '—'}>
            <Chip
              size="small"
              color={held.length ? (group.key === 'write' ? 'secondary' : 'primary') : 'default'}
              label={`${translate(`resources.roles.permission_groups.${group.key}`)}: ${held.length}/${group.names.length}`}
            />
          </Tooltip>
        );
      })}
    </Box>
  );
}

export default function RoleList() {
  return (
    <CrudList
      sort={{ field: 'id', order: 'ASC' }}
      bulkDelete={false}
      compact={{ primary: <RoleName />, secondary: (record) => record.description }}
    >
      <DataTable.Col source="name">
        <RoleName />
      </DataTable.Col>
      <DataTable.Col source="description" />
      <DataTable.Col source="permissions" disableSort>
        <PermissionCounts />
      </DataTable.Col>
    </CrudList>
  );
}
