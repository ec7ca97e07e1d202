import { Chip, Stack } from '@mui/material';
import { DataTable, DateField, NullableBooleanInput, SelectInput, TextField, useRecordContext, useTranslate } from 'react-admin';
import { apiKeyPermissions } from '../../../model/apiKeys';
import { CrudList, RegionChips } from '../../components/crud';
import type { CompactRepresentation } from '../../components/crud/list/CompactList';
import { RevokeKeyButton } from './RevokeKeyButton';

const permissionChoices = apiKeyPermissions.map((id) => ({ id, name: `resources.roles.permissions.${id}` }));

const filters = [
  <SelectInput key="permission" source="permission" choices={permissionChoices} alwaysOn />,
  <NullableBooleanInput key="active" source="active" alwaysOn />,
];

function PermissionName() {
  const record = useRecordContext();
  const translate = useTranslate();
  return record ? <>{translate(`resources.roles.permissions.${record.permission}`, { _: record.permission })}</> : null;
}

/** Active, or when it was revoked. */
function KeyState() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return record.revoked_at ? (
    <Chip size="small" label={translate('resources.api_keys.state.revoked')} />
  ) : (
    <Chip size="small" color="success" label={translate('resources.api_keys.state.active')} />
  );
}

/** On a phone a key is revoked from its row, as from the table's last column. */
const compact: CompactRepresentation = {
  primary: (record) => record.name,
  secondary: (record) => record.key_prefix,
  status: (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <KeyState />
      <RevokeKeyButton />
    </Stack>
  ),
};

/** Administrators' list of API keys: never the key, only its first characters (docs/security.md, "API keys"). */
export default function ApiKeyList() {
  return (
    <CrudList filters={filters} sort={{ field: 'created_at', order: 'DESC' }} bulkDelete={false} rowClick={false} compact={compact}>
      <DataTable.Col source="name" />
      <DataTable.Col source="key_prefix">
        <TextField source="key_prefix" sx={{ fontFamily: 'monospace' }} />
      </DataTable.Col>
      <DataTable.Col source="permission">
        <PermissionName />
      </DataTable.Col>
      <DataTable.Col source="region_ids" disableSort>
        <RegionChips />
      </DataTable.Col>
      <DataTable.Col source="created_at">
        <DateField source="created_at" showTime />
      </DataTable.Col>
      <DataTable.Col source="last_used_at">
        <DateField source="last_used_at" showTime emptyText="resources.api_keys.never_used" />
      </DataTable.Col>
      <DataTable.Col source="revoked_at">
        <KeyState />
      </DataTable.Col>
      <DataTable.Col label="resources.api_keys.revoke.button" disableSort>
        <RevokeKeyButton />
      </DataTable.Col>
    </CrudList>
  );
}
