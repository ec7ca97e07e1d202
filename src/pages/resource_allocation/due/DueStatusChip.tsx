import { Chip } from '@mui/material';
import ErrorIcon from '@mui/icons-material/Error';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useTranslate } from 'react-admin';

/** Overdue or due soon, in words and an icon as well as colour. */
export function DueStatusChip({ status }: { status: 'overdue' | 'due_soon' }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={status === 'overdue' ? 'error' : 'warning'}
      icon={status === 'overdue' ? <ErrorIcon /> : <ScheduleIcon />}
      label={translate(`resource_allocation.choices.due_status.${status}`)}
    />
  );
}
