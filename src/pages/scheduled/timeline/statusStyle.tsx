import type { SvgIconComponent } from '@mui/icons-material';
import ScheduleIcon from '@mui/icons-material/Schedule';
import PersonIcon from '@mui/icons-material/Person';
import BuildIcon from '@mui/icons-material/Build';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import BlockIcon from '@mui/icons-material/Block';
import type { ActivityStatus } from '../../../../model/modules/scheduled/enums';

/**
 * How a status looks on the timeline: a palette colour and an icon, and the bar's text names it,
 * so the status never rests on colour alone (WCAG 1.4.1).
 */
export const statusStyle: Record<ActivityStatus, { palette: 'grey' | 'info' | 'warning' | 'success' | 'error'; Icon: SvgIconComponent }> = {
  planned: { palette: 'grey', Icon: ScheduleIcon },
  assigned: { palette: 'info', Icon: PersonIcon },
  in_progress: { palette: 'warning', Icon: BuildIcon },
  completed: { palette: 'success', Icon: CheckCircleIcon },
  cancelled: { palette: 'error', Icon: BlockIcon },
};

/** Background and text colour of a bar, from the theme (both pass contrast in light and dark). */
export function barColours(status: ActivityStatus) {
  const { palette } = statusStyle[status] ?? statusStyle.planned;
  if (palette === 'grey') return { bgcolor: 'grey.300', color: 'grey.900' };
  return { bgcolor: `${palette}.dark`, color: `${palette}.contrastText` };
}
