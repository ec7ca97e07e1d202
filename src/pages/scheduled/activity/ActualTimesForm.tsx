import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FormAlert } from '../../../components/form/FormAlert';
import { timeFields, type ActivityDetail, type TimeField } from './activityTypes';
import { Section } from '../../../components/Section';
import { StationTimeInput } from '../../../components/date/StationTimeInput';
import { TimeConflicts } from './TimeConflicts';
import { useSaveTime } from './useSaveTime';

/** The names of the people assigned, to say whose booking a time change made overlap. */
export const assigneeNames = (record: ActivityDetail) =>
  new Map(record.assignments.map((assignment) => [assignment.technician_id, assignment.name]));

/** Estimated and actual times of the turnaround, each saved on its own. */
export function ActualTimesForm({
  record,
  editable,
  fields = timeFields,
  onChanged,
}: {
  record: ActivityDetail;
  editable: boolean;
  fields?: readonly TimeField[];
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const { save, busy, errors, conflicts } = useSaveTime(record, onChanged);
  const fieldErrors = Object.fromEntries(fields.map((field) => [field, errors[field]?.[0]]));
  const otherErrors = Object.fromEntries(Object.entries(errors).filter(([field]) => !(fields as string[]).includes(field)));
  return (
    <Section title={translate('scheduled.activity.times.title')}>
      <TimeConflicts conflicts={conflicts} names={assigneeNames(record)} />
      <FormAlert errors={otherErrors} />
      <Stack spacing={2}>
        {fields.map((field) => (
          <StationTimeInput
            key={field}
            label={translate(`scheduled.activity.times.${field}`)}
            instant={record[field]}
            timeZone={record.station_time_zone}
            disabled={!editable || busy !== null}
            error={fieldErrors[field]}
            onSave={(instant) => save(field, instant)}
          />
        ))}
      </Stack>
    </Section>
  );
}
