import { Button, Stack } from '@mui/material';
import { useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import type { SessionStatus } from '../../../model/modules/training/enums';
import { allowedSessionTransitions } from '../../../model/modules/training/sessionStatus';
import { refusalTexts } from './refusalTexts';

/** The moves the session's status may make next (model/modules/training/sessionStatus.ts); the server judges again. */
export function StatusActions() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const move = (status: SessionStatus) =>
    update(
      'training_activities',
      { id: record.id, data: { status, version: record.version }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onError: (error) => notify(refusalTexts(error, translate).join(' '), { type: 'error', multiLine: true }),
      },
    );
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {allowedSessionTransitions(record.status).map((status) => (
        <Button key={status} variant="outlined" size="small" disabled={isPending} onClick={() => move(status)}>
          {translate(`training.actions.${status}`)}
        </Button>
      ))}
    </Stack>
  );
}
