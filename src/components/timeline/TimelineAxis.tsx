import { memo } from 'react';
import { Box } from '@mui/material';
import type { TimeAxis } from './timeAxis';
import { useLabelWidth } from './TimelineRow';

/**
 * The hour labels above the rows (station-local hours; on a multi-day axis each day's midnight is its
 * date, drawn as a day separator; the spill past the last midnight shaded, and named `spillLabel` when no
 * date names it). Each label starts just right of its tick, so the grid scrolls to whole ticks and the
 * first one in view is never half hidden under the names' column.
 */
export const TimelineAxis = memo(function TimelineAxis({
  axis,
  ticks,
  trackWidth,
  spillLabel,
}: {
  axis: TimeAxis;
  ticks: TimeAxis['ticks'];
  trackWidth: number;
  spillLabel: string;
}) {
  const labelWidth = useLabelWidth();
  const span = axis.end - axis.start;
  const spillLeft = ((axis.dayEnd - axis.start) / span) * 100;
  // On a multi-day axis the spill's midnight carries its date, which says more than "next day" cramped into a week's few pixels an hour.
  const spillNamed = !ticks.some((tick) => tick.dayStart && tick.at === axis.dayEnd);
  return (
    <Box
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 3,
        display: 'flex',
        height: 28,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
      style={{ width: labelWidth + trackWidth }}
      aria-hidden
    >
      <Box
        sx={{
          position: 'sticky',
          left: 0,
          zIndex: 4,
          width: labelWidth,
          flexShrink: 0,
          bgcolor: 'background.paper',
          px: 1,
          fontSize: 12,
          color: 'text.secondary',
          lineHeight: '28px',
          // "Europe/Amsterdam" is wider than a phone's names column: cut, never over the first hour.
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {axis.timeZone}
      </Box>
      <Box sx={{ position: 'relative', width: trackWidth, flexShrink: 0 }}>
        {axis.dayEnd < axis.end && (
          <Box
            sx={{
              position: 'absolute',
              top: 0,
              bottom: 0,
              right: 0,
              bgcolor: 'action.hover',
              fontSize: 11,
              px: 0.5,
              color: 'text.secondary',
            }}
            style={{ left: `${spillLeft}%` }}
          >
            {spillNamed && spillLabel}
          </Box>
        )}
        {ticks.map((tick) => (
          <Box
            key={tick.at}
            data-day-start={tick.dayStart || undefined}
            sx={{
              position: 'absolute',
              top: 0,
              bottom: 0,
              borderLeft: 1,
              // A day's first tick on a multi-day axis: the day separator, its date in bold.
              borderColor: tick.dayStart ? 'text.secondary' : 'divider',
              fontWeight: tick.dayStart ? 600 : undefined,
              pl: 0.5,
              fontSize: 12,
              color: 'text.secondary',
              lineHeight: '28px',
              whiteSpace: 'nowrap',
            }}
            style={{ left: `${((tick.at - axis.start) / span) * 100}%` }}
          >
            {tick.label}
          </Box>
        ))}
      </Box>
    </Box>
  );
});
