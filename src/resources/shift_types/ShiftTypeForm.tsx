import { useEffect } from 'react';
import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { InputAdornment } from '@mui/material';
import { hasShiftTimes, shiftTypeSchemas, type ShiftKind } from '../../../model/modules/manpower';
import { CrudForm, CrudNumberInput, FormSection, LocalTimeInput, upperCode } from '../../components/crud';
import { ColourInput } from '../resource_category/ColourInput';
import { shiftKindChoices } from './shiftKindChoices';

const minutes = { input: { endAdornment: <InputAdornment position="end">min</InputAdornment> } };

/** Start and end belong to working shifts and standby only: a day off has none, so they are cleared and hidden. */
function ShiftTimes() {
  const kind = useWatch({ name: 'kind' }) as ShiftKind | undefined;
  const { setValue, getValues } = useFormContext();
  const timed = kind ? hasShiftTimes(kind) : true;
  useEffect(() => {
    if (timed) return;
    if (getValues('start_time') !== null) setValue('start_time', null, { shouldDirty: true });
    if (getValues('end_time') !== null) setValue('end_time', null, { shouldDirty: true });
  }, [timed, getValues, setValue]);
  if (!timed) return null;
  return (
    <>
      <LocalTimeInput source="start_time" helperText="resources.shift_types.help.start_time" />
      <LocalTimeInput source="end_time" helperText="resources.shift_types.help.end_time" />
    </>
  );
}

export function ShiftTypeForm() {
  return (
    <CrudForm
      schemas={shiftTypeSchemas}
      defaultValues={{ kind: 'work', active: true, colour: '#1565C0', paid_minutes: 0, start_time: null, end_time: null }}
    >
      <FormSection name="identity">
        <TextInput source="code" parse={upperCode} helperText="resources.shift_types.help.code" />
        <TextInput source="name" />
        <SelectInput source="kind" choices={shiftKindChoices} helperText="resources.shift_types.help.kind" />
      </FormSection>
      <FormSection name="times">
        <ShiftTimes />
        <CrudNumberInput
          source="paid_minutes"
          min={0}
          max={1440}
          step={15}
          slotProps={minutes}
          helperText="resources.shift_types.help.paid_minutes"
        />
      </FormSection>
      <FormSection name="appearance">
        <ColourInput source="colour" helperText="resources.shift_types.help.colour" />
        <BooleanInput source="active" helperText="resources.shift_types.help.active" />
      </FormSection>
    </CrudForm>
  );
}
