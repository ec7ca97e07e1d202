import { SelectInput, TextInput } from 'react-admin';
import { calibratedToolsSchemas } from '../../../model/resources/calibrated_tools';
import { CrudDateInput, CrudForm, CrudNumberInput, FormSection, ReferenceAutocomplete } from '../../components/crud';
import { NextDuePreview } from './NextDuePreview';
import { toolStatusChoices } from './toolStatus';

export function CalibratedToolForm() {
  return (
    <CrudForm schemas={calibratedToolsSchemas} defaultValues={{ status: 'in_service', calibration_interval_days: 365 }}>
      <FormSection name="identity">
        <TextInput source="tool_no" helperText="resources.calibrated_tools.help.tool_no" />
        <TextInput source="serial" />
        <TextInput source="description" className="wide" />
        <ReferenceAutocomplete source="resource_category_id" reference="resource_category" filter={{ kind: 'tool' }} />
        <ReferenceAutocomplete source="station_id" reference="stations" />
      </FormSection>
      <FormSection name="calibration">
        <CrudNumberInput source="calibration_interval_days" min={1} step={1} />
        <CrudDateInput source="last_calibrated" />
        <div className="wide">
          <NextDuePreview />
        </div>
        <TextInput source="calibration_provider" />
        <TextInput source="calibration_certificate" />
      </FormSection>
      <FormSection name="status">
        <SelectInput source="status" choices={toolStatusChoices} />
      </FormSection>
    </CrudForm>
  );
}
