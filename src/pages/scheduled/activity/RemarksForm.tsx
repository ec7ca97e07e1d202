import { useEffect, useState } from 'react';
import { Box, Stack, TextField } from '@mui/material';
import { useTranslate, useUpdate } from 'react-admin';
import { FormAlert } from '../../../components/form/FormAlert';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { extractFormErrors, type FormErrors } from '../../../components/form/formErrors';
import { conflictReloadedMessage } from '../../../providers/conflictResolution';
import type { ActivityDetail } from './activityTypes';
import { Section } from '../../../components/Section';

type Field = 'remarks' | 'defects';

/**
 * Remarks and defects found, saved through the data provider's update with the version read:
 * someone else's newer save opens the app's conflict dialog (reload theirs or overwrite).
 */
export function RemarksForm({
  record,
  editable,
  onChanged,
  fields = ['remarks', 'defects'],
}: {
  record: ActivityDetail;
  editable: boolean;
  onChanged: () => void;
  /** My work cards ask only for the defects found. */
  fields?: readonly Field[];
}) {
  const translate = useTranslate();
  const [update, { isPending }] = useUpdate();
  const [values, setValues] = useState({ remarks: record.remarks ?? '', defects: record.defects ?? '' });
  const [errors, setErrors] = useState<FormErrors>({});
  // A reload after a conflict (or any refetch) shows the record as saved now.
  useEffect(
    () => setValues({ remarks: record.remarks ?? '', defects: record.defects ?? '' }),
    [record.remarks, record.defects, record.version],
  );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    void update(
      'activities',
      {
        id: record.id,
        data: { ...Object.fromEntries(fields.map((name) => [name, values[name]])), version: record.version },
        previousData: record,
      },
      {
        mutationMode: 'pessimistic',
        // The answer may be the bare row: read the whole activity again.
        onSuccess: onChanged,
        onError: (error) =>
          setErrors(error.message === conflictReloadedMessage ? { error: [translate(conflictReloadedMessage)] } : extractFormErrors(error)),
      },
    );
  };
  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [name]: event.target.value })),
    error: !!errors[name],
    helperText: errors[name]?.[0],
    label: translate(`scheduled.activity.${name}`),
    disabled: !editable,
    multiline: true,
    minRows: 2,
    fullWidth: true,
  });
  return (
    <Section title={translate(fields.includes('remarks') ? 'scheduled.activity.remarks_title' : 'scheduled.activity.defects')}>
      <form onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <FormAlert errors={errors} />
          {fields.map((name) => (
            <TextField key={name} {...field(name)} />
          ))}
          {editable && (
            // A touch target of 48 px: My work cards are used with gloves on the ramp.
            <Box sx={{ '& .MuiButton-root': { minHeight: 48 } }}>
              <SubmitButton busy={isPending} fullWidth={false}>
                {translate('ra.action.save')}
              </SubmitButton>
            </Box>
          )}
        </Stack>
      </form>
    </Section>
  );
}
