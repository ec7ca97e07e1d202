import { Alert } from '@mui/material';
import { TextInput, useRecordContext, useTranslate } from 'react-admin';
import { rolesSchemas } from '../../../model/resources/roles';
import { CrudForm, FormSection } from '../../components/crud';
import { builtinRoleName } from './builtinRoles';
import { PermissionsInput } from './PermissionsInput';

function BuiltinNotice() {
  const record = useRecordContext();
  const translate = useTranslate();
  const builtin = builtinRoleName(record?.id);
  if (!builtin) return null;
  return (
    <Alert severity="info" className="wide" sx={{ mb: 2 }}>
      {translate('resources.roles.builtin_notice', { name: translate(`resources.roles.builtin.${builtin}`) })}
    </Alert>
  );
}

export function RoleForm() {
  const record = useRecordContext();
  return (
    <CrudForm schemas={rolesSchemas} defaultValues={{ permissions: [] }} deletable={!builtinRoleName(record?.id)}>
      <FormSection name="identity">
        <BuiltinNotice />
        <TextInput source="name" helperText="resources.roles.help.name" />
        <TextInput source="description" />
      </FormSection>
      <FormSection name="permissions" help>
        <PermissionsInput />
      </FormSection>
    </CrudForm>
  );
}
