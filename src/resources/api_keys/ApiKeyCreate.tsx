import { useState } from 'react';
import { Create, SelectInput, TextInput, useRedirect, useTranslate } from 'react-admin';
import { apiKeyPermissions, apiKeysSchemas, type CreatedApiKey } from '../../../model/apiKeys';
import { CrudForm, FormSection, ReferenceArrayAutocomplete } from '../../components/crud';
import { CrudHeading } from '../../components/crud/CrudHeading';
import { useCurrentUser } from '../../providers/useCurrentUser';
import { ApiKeyCreatedDialog } from './ApiKeyCreatedDialog';

function CreateHeading() {
  const translate = useTranslate();
  return <CrudHeading detail={translate('crud.form.new_record')} />;
}

/**
 * A new key: its name, the regions it writes in (the administrator's own, as the server requires) and its
 * one permission. The answer holds the key, shown once in a dialog; closing it goes back to the list.
 */
export default function ApiKeyCreate() {
  const user = useCurrentUser();
  const redirect = useRedirect();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const own = user?.regions.map((region) => region.region_id) ?? [];
  const permissionChoices = apiKeyPermissions.map((id) => ({ id, name: `resources.roles.permissions.${id}` }));
  return (
    <>
      <Create
        title={false}
        redirect={false}
        actions={<CreateHeading />}
        mutationOptions={{ onSuccess: (data: CreatedApiKey) => setCreated(data) }}
      >
        <CrudForm schemas={apiKeysSchemas} deletable={false} defaultValues={{ region_ids: [], permission: apiKeyPermissions[0] }}>
          <FormSection name="key" help>
            <TextInput source="name" helperText="resources.api_keys.help.name" />
            <SelectInput source="permission" choices={permissionChoices} helperText="resources.api_keys.help.permission" />
            <ReferenceArrayAutocomplete
              source="region_ids"
              reference="regions"
              filter={{ id: own.length ? own : [0] }}
              helperText="resources.api_keys.help.region_ids"
            />
          </FormSection>
        </CrudForm>
      </Create>
      {created && <ApiKeyCreatedDialog name={created.name} apiKey={created.key} onClose={() => redirect('list', 'api_keys')} />}
    </>
  );
}
