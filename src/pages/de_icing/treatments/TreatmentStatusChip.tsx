import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TreatmentStatus } from '../../../../model/modules/de_icing/enums';

const colours = { in_progress: 'info', completed: 'success', cancelled: 'default' } as const;

export function TreatmentStatusChip({ status }: { status: TreatmentStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={colours[status] ?? 'default'} label={translate(`de_icing.choices.status.${status}`)} />;
}
