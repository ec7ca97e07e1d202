import { Button } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useTranslate } from 'react-admin';
import { sendOrQueue } from '../../../components/offline';
import type { ActivityDetail } from '../activity/activityTypes';
import { useActivityAction } from '../../../components/useActivityAction';
import { statusChange } from './offline/workChange';

const finished = new Set(['done', 'not_required']);

/**
 * Start an assigned job; complete it once every service is done (the RTS needs that, model rtsSignable). With no
 * network the step is kept on the phone and sent later (docs/modules/scheduled.md, "My work offline").
 */
export function WorkStatusButtons({ record, onChanged }: { record: ActivityDetail; onChanged: () => void }) {
  const translate = useTranslate();
  const { busy, run } = useActivityAction(onChanged);
  const move = (status: 'in_progress' | 'completed') => run(() => sendOrQueue(statusChange(record, status)));
  if (record.status === 'assigned') {
    return (
      <Button
        variant="contained"
        size="large"
        fullWidth
        startIcon={<PlayArrowIcon />}
        disabled={busy}
        onClick={() => move('in_progress')}
        sx={{ minHeight: 56 }}
      >
        {translate('scheduled.my_work.start')}
      </Button>
    );
  }
  if (record.status === 'in_progress') {
    const allDone = record.services.every((service) => finished.has(service.status));
    return (
      <Button
        variant="contained"
        color="success"
        size="large"
        fullWidth
        startIcon={<DoneAllIcon />}
        disabled={busy || !allDone}
        onClick={() => move('completed')}
        sx={{ minHeight: 56 }}
      >
        {translate(allDone ? 'scheduled.my_work.complete' : 'scheduled.my_work.complete_after_services')}
      </Button>
    );
  }
  return null;
}
