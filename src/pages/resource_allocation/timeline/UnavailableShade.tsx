import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { placeOnAxis, type TimeAxis } from '../../../components/timeline/timeAxis';
import type { UnavailablePeriod } from '../resourcesApi';

/** A stretch the resource cannot be booked, hatched behind the bars; hovering (or a screen reader) tells why. */
export function UnavailableShade({ period, axis }: { period: UnavailablePeriod; axis: TimeAxis }) {
  const translate = useTranslate();
  const position = placeOnAxis(axis, { start: new Date(period.from), end: new Date(period.to) });
  if (!position) return null;
  const reason = translate('resource_allocation.timeline.unavailable', {
    reason: translate(period.reason, { _: period.reason }),
  });
  return (
    <Box
      role="img"
      aria-label={reason}
      title={reason}
      data-unavailable={period.key}
      sx={{
        position: 'absolute',
        top: 0,
        bottom: 0,
        backgroundImage: (theme) =>
          `repeating-linear-gradient(135deg, ${theme.palette.action.disabledBackground} 0 6px, transparent 6px 12px)`,
        borderLeft: 2,
        borderColor: 'error.main',
      }}
      style={{ left: `${position.left}%`, width: `${position.width}%` }}
    />
  );
}
