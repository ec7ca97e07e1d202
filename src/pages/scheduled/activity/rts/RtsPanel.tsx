import { Fragment } from 'react';
import { Alert, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDefectsRevision } from '../../../defects';
import type { ActivityDetail, RtsPreview } from '../activityTypes';
import { RuleResults } from '../RuleResults';
import { Section } from '../../../../components/Section';
import { useActivityPermissions } from '../useActivityPermissions';
import { SignedRtsView } from './SignedRtsView';
import { SignRtsButton } from './SignRtsButton';
import { useRtsPreview } from './useRtsPreview';

/**
 * The statement as it will read: what is known filled in, and each value not known yet (no signer
 * linked, e.g. for a supervisor) shown by its name, never as a gap.
 */
function DraftStatement({ preview }: { preview: RtsPreview }) {
  const translate = useTranslate();
  return (
    <Typography sx={{ whiteSpace: 'pre-wrap' }}>
      {preview.parts.map((part, index) =>
        part.known && !part.filled ? (
          <Chip
            key={index}
            component="span"
            size="small"
            variant="outlined"
            label={translate(`resources.rts.placeholders.${part.placeholder}`, { _: part.placeholder })}
            title={translate('scheduled.activity.rts.unfilled')}
            sx={{ verticalAlign: 'baseline' }}
          />
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </Typography>
  );
}

/** Return to service: the filled statement and why it can or cannot be signed yet, then the signed certificate. */
export function RtsPanel({ record, onChanged }: { record: ActivityDetail; onChanged: () => void }) {
  const translate = useTranslate();
  const { sign } = useActivityPermissions();
  const defectsRevision = useDefectsRevision({ activity_id: record.id });
  const { preview, error } = useRtsPreview(record.id, record.version, !record.rts, defectsRevision);
  return (
    <Section title={translate('scheduled.activity.rts.title')}>
      {record.rts ? (
        <SignedRtsView activityId={record.id} workOrder={record.work_order} rts={record.rts} timeZone={record.station_time_zone} />
      ) : (
        <Stack spacing={2}>
          {error && <Alert severity="warning">{translate(error, { _: error })}</Alert>}
          {preview && (
            <>
              <DraftStatement preview={preview} />
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
