import { useEffect, useState } from 'react';
import { Box, Stack, TextField } from '@mui/material';
import { useTranslate, useUpdate } from 'react-admin';
import { FormAlert } from '../../../components/form/FormAlert';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { extractFormErrors, type FormErrors } from '../../../components/form/formErrors';
import { conflictReloadedMessage } from '../../../providers/conflictResolution';
import type { ActivityDetail } from './activityTypes';
import { Section } from '../../../components/Section';

/**
 * The activity's remarks, saved through the data provider's update with the version read:
 * someone else's newer save opens the app's conflict dialog (reload theirs or overwrite). Defects
 * are records of their own (the Defects panel, src/pages/defects), no longer free text here.
 */
export function RemarksForm({ record, editable, onChanged }: { record: ActivityDetail; editable: boolean; onChanged: () => void }) {
  const translate = useTranslate();
  const [update, { isPending }] = useUpdate();
  const [remarks, setRemarks] = useState(record.remarks ?? '');
  const [errors, setErrors] = useState<FormErrors>({});
  // A reload after a conflict (or any refetch) shows the record as saved now.
  useEffect(() => setRemarks(record.remarks ?? ''), [record.remarks, record.version]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    void update(
      'activities',
      {
        id: record.id,
        data: { remarks, version: record.version },
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
  return (
    <Section title={translate('scheduled.activity.remarks')}>
      <form onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <FormAlert errors={errors} />
          <TextField
            name="remarks"
            value={remarks}
            onChange={(event) => setRemarks(event.target.value)}
            error={!!errors.remarks}
            helperText={errors.remarks?.[0]}
            label={translate('scheduled.activity.remarks')}
            disabled={!editable}
            multiline
            minRows={2}
            fullWidth
          />
          {editable && (
            // A touch target of 48 px: the page is used on tablets on the ramp too.
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
