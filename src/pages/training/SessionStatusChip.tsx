import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SessionStatus } from '../../../model/modules/training/enums';

const colours: Record<SessionStatus, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  planned: 'default',
  open: 'info',
  in_progress: 'warning',
  completed: 'success',
  cancelled: 'error',
};

/** A session's status in words (the colour only repeats it). */
export function SessionStatusChip({ status }: { status: SessionStatus }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={colours[status]} label={translate(`training.choices.status.${status}`)} />;
}
