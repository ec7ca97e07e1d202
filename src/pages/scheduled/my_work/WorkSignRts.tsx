import { Alert, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDefectsRevision } from '../../defects';
import type { ActivityDetail } from '../activity/activityTypes';
import { RuleResults } from '../activity/RuleResults';
import { SignRtsButton } from '../activity/rts/SignRtsButton';
import { useRtsPreview } from '../activity/rts/useRtsPreview';

/** A completed job's release: signable here with the same dialog as the activity page, or why not. */
export function WorkSignRts({ record, onChanged }: { record: ActivityDetail; onChanged: () => void }) {
  const translate = useTranslate();
  const defectsRevision = useDefectsRevision({ activity_id: record.id });
  const { preview, error } = useRtsPreview(record.id, record.version, true, defectsRevision);
  if (error) return <Alert severity="warning">{translate(error, { _: error })}</Alert>;
  if (!preview) return null;
  return (
    <Stack spacing={1}>
      {!preview.can_sign && (
        <RuleResults rules={preview.rules.filter((rule) => !rule.ok)} label={translate('scheduled.activity.rts.verdicts')} />
      )}
      <SignRtsButton activityId={record.id} preview={preview} onSigned={onChanged} fullWidth />
    </Stack>
  );
}
