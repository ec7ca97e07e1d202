import { useState } from 'react';
import { Alert, AlertTitle, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { recordedTimesOf, timesWarnings, type RecordedTimes } from '../../../../model/modules/scheduled/plausibleTimes';
import type { RuleResult } from './activityTypes';
import { FormAlert } from '../../../components/form/FormAlert';
import { timeFields, type ActivityDetail, type TimeField } from './activityTypes';
import { Section } from '../../../components/Section';
import { StationTimeInput } from '../../../components/date/StationTimeInput';
import { TimeConflicts } from './TimeConflicts';
import { useSaveTime } from './useSaveTime';

/** The names of the people assigned, to say whose booking a time change made overlap. */
export const assigneeNames = (record: ActivityDetail) =>
  new Map(record.assignments.map((assignment) => [assignment.technician_id, assignment.name]));

const actualFields: readonly TimeField[] = ['ata_at', 'atd_at'];

/**
 * Estimated and actual times of the turnaround, each saved on its own. Implausible actual times
 * (model plausibleTimes, docs/modules/scheduled.md) show their warnings, and a new one needs a remark
 * on the times before it is sent: the server asks for the same.
 */
export function ActualTimesForm({
  record,
  editable,
  fields = timeFields,
  onChanged,
  offline = false,
}: {
  record: ActivityDetail;
  editable: boolean;
  fields?: readonly TimeField[];
  onChanged: () => void;
  /** Keep a time on the device when there is no network (the My work card). */
  offline?: boolean;
}) {
  const translate = useTranslate();
  const { save, busy, errors, setErrors, conflicts } = useSaveTime(record, onChanged, offline);
  const [remark, setRemark] = useState('');
  const [pending, setPending] = useState<RuleResult[]>([]);
  const recorded: RecordedTimes = recordedTimesOf(record);
  const warnings = pending.length ? pending : timesWarnings(recorded);
  const needsRemark = warnings.length > 0 && !record.times_remark;
  const fieldErrors = Object.fromEntries(fields.map((field) => [field, errors[field]?.[0]]));
  const otherErrors = Object.fromEntries(
    Object.entries(errors).filter(([field]) => !(fields as string[]).includes(field) && field !== 'times_remark'),
  );
  const saveTime = async (field: TimeField, instant: string | null) => {
    const after = actualFields.includes(field) ? timesWarnings({ ...recorded, [field]: instant }) : [];
    setPending(after);
    if (after.length && !record.times_remark && !remark.trim()) {
      setErrors({ times_remark: [translate('scheduled.plausibility.remark_required')] });
      return false;
    }
    const saved = await save(field, instant, remark.trim() ? { times_remark: remark.trim() } : {});
    if (saved) {
      setPending([]);
      setRemark('');
    }
    return saved;
  };
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
            onSave={(instant) => saveTime(field, instant)}
          />
        ))}
        {warnings.length > 0 && (
          <Alert severity="warning">
            <AlertTitle>{translate('scheduled.plausibility.title')}</AlertTitle>
            <ul aria-label={translate('scheduled.plausibility.title')} style={{ margin: 0, paddingInlineStart: 20 }}>
              {warnings.map((warning) => (
                <li key={warning.rule}>{translate(warning.reason!, { _: warning.reason, ...warning.params })}</li>
              ))}
            </ul>
            {record.times_remark && `${translate('scheduled.plausibility.remark')}: ${record.times_remark}`}
          </Alert>
        )}
        {(needsRemark || errors.times_remark) && editable && (
          <TextField
            id="times_remark"
            label={translate('scheduled.plausibility.remark')}
            value={remark}
            onChange={(event) => setRemark(event.target.value)}
            error={!!errors.times_remark}
            helperText={errors.times_remark?.join(' ') || translate('scheduled.plausibility.remark_help')}
            multiline
            minRows={2}
            fullWidth
          />
        )}
      </Stack>
    </Section>
  );
}
