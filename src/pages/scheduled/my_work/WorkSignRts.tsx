import { Alert, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useOnline } from '../../../components/offline';
import { useDefectsRevision } from '../../defects';
import type { ActivityDetail } from '../activity/activityTypes';
import { RuleResults } from '../activity/RuleResults';
import { SignRtsButton } from '../activity/rts/SignRtsButton';
import { useRtsPreview } from '../activity/rts/useRtsPreview';

/**
 * A completed job's release: signable here with the same dialog as the activity page, or why not. Signing checks
 * the password again on the server, so it needs the network, and the job's actions kept on the phone must have
 * landed first (the release states what the server has).
 */
export function WorkSignRts({ record, unsent, onChanged }: { record: ActivityDetail; unsent: number; onChanged: () => void }) {
  const translate = useTranslate();
  const online = useOnline();
  if (!online || unsent > 0) {
    return (
      <Alert severity="info">
        {translate(online ? 'scheduled.my_work.rts_after_sending' : 'scheduled.my_work.rts_needs_network', { smart_count: unsent })}
      </Alert>
    );
  }
  return <SignableRts record={record} onChanged={onChanged} />;
}

function SignableRts({ record, onChanged }: { record: ActivityDetail; onChanged: () => void }) {
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
