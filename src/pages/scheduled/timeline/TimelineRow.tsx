import { memo } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TimelineActivity } from '../timelineTypes';
import { placeOnAxis, type DayAxis } from './dayAxis';
import { laneHeight, TimelineBar, type TimelineBarProps } from './TimelineBar';
import { unassignedRowKey, type TimelineRowData } from './timelineRows';

/** Wide enough for a station code or a short name; narrow enough to leave a phone most of its width. */
export const labelWidth = 128;
export const rowHeight = (row: TimelineRowData) => row.lanes * laneHeight + 8;

interface TimelineRowProps {
  row: TimelineRowData;
  axis: DayAxis;
  /** The station-local zone of each station: bars name their times as the station says them. */
  zones: Map<number, string>;
  top: number;
  trackWidth: number;
  onOpen: (activity: TimelineActivity) => void;
  onDrop?: TimelineBarProps['onDrop'];
}

/** One station's or technician's row: a sticky name and a track of bars placed with CSS percentages. */
export const TimelineRow = memo(function TimelineRow({ row, axis, zones, top, trackWidth, onOpen, onDrop }: TimelineRowProps) {
  const translate = useTranslate();
  const label = row.key === unassignedRowKey ? translate('scheduled.timeline.unassigned') : row.label;
  return (
    <Box
      role="listitem"
      aria-label={translate('scheduled.timeline.row_label', { name: label, smart_count: row.bars.length })}
      data-row-key={row.key}
      sx={{ position: 'absolute', top: 0, left: 0, display: 'flex', height: rowHeight(row), borderBottom: 1, borderColor: 'divider' }}
      style={{ transform: `translateY(${top}px)`, width: labelWidth + trackWidth }}
    >
      <Box
        sx={{ position: 'sticky', left: 0, zIndex: 2, width: labelWidth, flexShrink: 0, px: 1, display: 'flex', alignItems: 'center', bgcolor: 'background.paper', borderRight: 1, borderColor: 'divider', fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        aria-hidden
      >
        {label}
      </Box>
      <Box role="group" aria-label={label} sx={{ position: 'relative', width: trackWidth, flexShrink: 0 }}>
        {row.bars.map((placed) => {
          const position = placeOnAxis(axis, placed.window);
          if (!position) return null;
          return (
            <TimelineBar
              key={placed.activity.id}
              placed={placed}
              left={position.left}
              width={position.width}
              timeZone={zones.get(placed.activity.station_id) ?? axis.timeZone}
              rowKey={row.key}
              onOpen={onOpen}
              onDrop={onDrop}
            />
          );
        })}
      </Box>
    </Box>
  );
});
