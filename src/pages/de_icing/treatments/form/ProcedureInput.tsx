import { useEffect } from 'react';
import { RadioButtonGroupInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { treatmentProcedures, type TreatmentProcedure } from '../../../../../model/modules/de_icing/enums';
import { emptyStep, procedurePurposes, type StepValues } from './treatmentFormValues';

const choices = treatmentProcedures.map((id) => ({ id, name: `de_icing.choices.procedure.${id}` }));

/** One-step or two-step; switching reshapes the steps, keeping what was typed for a purpose that stays. */
export function ProcedureInput() {
  const { getValues, setValue } = useFormContext();
  const procedure = useWatch({ name: 'procedure' }) as TreatmentProcedure | undefined;
  useEffect(() => {
    if (!procedure) return;
    const purposes = procedurePurposes[procedure];
    const current = (getValues('steps') ?? []) as StepValues[];
    if (current.length === purposes.length && current.every((step, index) => step.purpose === purposes[index])) return;
    const next = purposes.map((purpose) => current.find((step) => step.purpose === purpose) ?? emptyStep(purpose));
    setValue('steps', next, { shouldDirty: true });
  }, [procedure, getValues, setValue]);
  return <RadioButtonGroupInput source="procedure" label="de_icing.fields.procedure" choices={choices} />;
}
