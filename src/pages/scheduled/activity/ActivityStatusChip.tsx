import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ActivityStatus } from '../../../../model/modules/scheduled/enums';
import type { ChipColour } from '../../../components/crud/fields/StatusChip';

const colours: Record<ActivityStatus, ChipColour> = {
  planned: 'default',
  assigned: 'info',
  in_progress: 'warning',
  completed: 'success',
  cancelled: 'error',
};

/** An activity's status as a chip: coloured and named, never colour alone. */
export function ActivityStatusChip({ status }: { status: ActivityStatus }) {
  const translate = useTranslate();
  return <Chip color={colours[status] ?? 'default'} label={translate(`scheduled.choices.activity_status.${status}`, { _: status })} />;
}
