import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StockCountStatus } from '../../../../model/modules/parts/enums';

const colours = { open: 'info', submitted: 'warning', confirmed: 'success', cancelled: 'default' } as const;

export function CountStatusChip({ status }: { status: StockCountStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={colours[status]} label={translate(`parts.choices.count_status.${status}`)} />;
}
