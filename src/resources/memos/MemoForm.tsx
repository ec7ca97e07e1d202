import dayjs from 'dayjs';
import { BooleanInput, RadioButtonGroupInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { memosSchemas } from '../../../model/resources/memos';
import { isoDateFormat } from '../../../model/dates';
import { CrudDateInput, CrudForm, FormSection, ReferenceAutocomplete } from '../../components/crud';
import { useCurrentUser } from '../../providers/useCurrentUser';
import { MemoRegionInput } from './MemoRegionInput';
import { memoPriorityChoices } from './memoPriority';

/** Stations of the chosen region only (any station when the memo is for every region). */
function MemoStationInput() {
  const regionId = useWatch({ name: 'region_id' });
  return (
    <ReferenceAutocomplete
      source="station_id"
      reference="stations"
      filter={regionId ? { region_id: regionId } : undefined}
      helperText="resources.memos.help.station_id"
    />
  );
}

export function MemoForm() {
  const user = useCurrentUser();
  return (
    <CrudForm
      schemas={memosSchemas}
      defaultValues={{
        priority: 'info',
        acknowledgement_required: false,
        valid_from: dayjs().format(isoDateFormat),
        region_id: user?.instance_id ?? null,
      }}
    >
      <FormSection name="message">
        <TextInput source="title" className="wide" />
        <TextInput source="body" multiline minRows={6} className="wide" helperText="resources.memos.help.body" />
        <RadioButtonGroupInput
          source="priority"
          choices={memoPriorityChoices}
          className="wide"
          helperText="resources.memos.help.priority"
        />
      </FormSection>
      <FormSection name="audience" help>
        <MemoRegionInput />
        <MemoStationInput />
        <BooleanInput source="acknowledgement_required" className="wide" helperText="resources.memos.help.acknowledgement_required" />
      </FormSection>
      <FormSection name="validity">
        <CrudDateInput source="valid_from" />
        <CrudDateInput source="valid_to" helperText="resources.memos.help.valid_to" />
      </FormSection>
    </CrudForm>
  );
}
