import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import { usersSchemas } from '../../../model/resources/users';
import { supportedLocales } from '../../../model/locales';
import { localeNames } from '../../providers/locale';
import { CrudForm, FormSection, ReferenceArrayAutocomplete, ReferenceAutocomplete } from '../../components/crud';

const localeChoices = supportedLocales.map((id) => ({ id, name: localeNames[id] ?? id }));

export function UserForm() {
  return (
    <CrudForm schemas={usersSchemas} defaultValues={{ active: true, region_ids: [] }}>
      <FormSection name="identity">
        <TextInput source="name" />
        <TextInput source="email" type="email" />
        <SelectInput source="locale" choices={localeChoices} translateChoice={false} emptyText="resources.users.default_locale" />
      </FormSection>
      <FormSection name="access" help>
        <ReferenceAutocomplete source="role_id" reference="roles" />
        <ReferenceArrayAutocomplete source="region_ids" reference="regions" helperText="resources.users.help.region_ids" />
        <BooleanInput source="active" helperText="resources.users.help.active" />
      </FormSection>
    </CrudForm>
  );
}
