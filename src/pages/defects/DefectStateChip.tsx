import { Chip } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EventIcon from '@mui/icons-material/Event';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { useTranslate } from 'react-admin';
import type { DefectState } from '../../../model/modules/defects';

const look = {
  open: { icon: <ReportProblemIcon aria-hidden />, color: 'error' },
  deferred: { icon: <EventIcon aria-hidden />, color: 'warning' },
  rectified: { icon: <CheckCircleIcon aria-hidden />, color: 'success' },
} as const;

/** Open, deferred or rectified: said in words with an icon, the colour only repeats it. */
export function DefectStateChip({ state }: { state: DefectState }) {
  const translate = useTranslate();
  return (
    <Chip size="small" variant="outlined" icon={look[state].icon} color={look[state].color} label={translate(`defects.state.${state}`)} />
  );
}
