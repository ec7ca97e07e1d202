import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RequestStatus } from '../../../model/modules/on_call/enums';

const colours: Record<RequestStatus, 'default' | 'info' | 'primary' | 'success' | 'warning' | 'error'> = {
  new: 'warning',
  dispatched: 'info',
  en_route: 'info',
  on_site: 'primary',
  completed: 'success',
  closed: 'default',
  cancelled: 'default',
};

export function RequestStatusChip({ status }: { status: RequestStatus }) {
  const translate = useTranslate();
  return (
    <Chip size="small" variant="outlined" color={colours[status]} label={translate(`on_call.choices.status.${status}`, { _: status })} />
  );
}
