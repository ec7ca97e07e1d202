import { Alert, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ActivityDetail } from '../activityTypes';
import { RuleResults } from '../RuleResults';
import { Section } from '../../../../components/Section';
import { useActivityPermissions } from '../useActivityPermissions';
import { SignedRtsView } from './SignedRtsView';
import { SignRtsButton } from './SignRtsButton';
import { useRtsPreview } from './useRtsPreview';

/** Return to service: the filled statement and why it can or cannot be signed yet, then the signed certificate. */
export function RtsPanel({ record, onChanged }: { record: ActivityDetail; onChanged: () => void }) {
  const translate = useTranslate();
  const { sign } = useActivityPermissions();
  const { preview, error } = useRtsPreview(record.id, record.version, !record.rts);
  return (
    <Section title={translate('scheduled.activity.rts.title')}>
      {record.rts ? (
        <SignedRtsView activityId={record.id} workOrder={record.work_order} rts={record.rts} timeZone={record.station_time_zone} />
      ) : (
        <Stack spacing={2}>
          {error && <Alert severity="warning">{translate(error, { _: error })}</Alert>}
          {preview && (
            <>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{preview.statement}</Typography>
              <RuleResults rules={preview.rules} label={translate('scheduled.activity.rts.verdicts')} />
              {sign && (
                <div>
                  <SignRtsButton activityId={record.id} preview={preview} onSigned={onChanged} />
                </div>
              )}
            </>
          )}
        </Stack>
      )}
    </Section>
  );
}
