import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { placeOnAxis, roomAfter, type TimeAxis } from '../../../components/timeline/timeAxis';
import { TimelineRow as TrackRow } from '../../../components/timeline/TimelineRow';
import type { TimelineActivity } from '../timelineTypes';
import { TimelineBar, type TimelineBarProps } from './TimelineBar';
import { unassignedRowKey, type TimelineRowData } from './timelineRows';

interface TimelineRowProps {
  row: TimelineRowData;
  axis: TimeAxis;
  /** The station-local zone of each station: bars name their times as the station says them. */
  zones: Map<number, string>;
  top: number;
  trackWidth: number;
  onOpen: (activity: TimelineActivity) => void;
  onDrop?: TimelineBarProps['onDrop'];
}

/** One station's or technician's row of activities. */
export const TimelineRow = memo(function TimelineRow({ row, axis, zones, top, trackWidth, onOpen, onDrop }: TimelineRowProps) {
  const translate = useTranslate();
  const label = row.key === unassignedRowKey ? translate('scheduled.timeline.unassigned') : row.label;
  return (
    <TrackRow
      rowKey={row.key}
      label={label}
      name={label}
      summary={translate('scheduled.timeline.row_label', { name: label, smart_count: row.bars.length })}
      lanes={row.lanes}
      top={top}
      trackWidth={trackWidth}
    >
      {row.bars.map((placed) => {
        const position = placeOnAxis(axis, placed.window);
        if (!position) return null;
        return (
          <TimelineBar
            key={placed.item.id}
            placed={placed}
            left={position.left}
            width={position.width}
            trackWidth={trackWidth}
            room={roomAfter(axis, placed.window, placed.nextStart)}
            timeZone={zones.get(placed.item.station_id) ?? axis.timeZone}
            rowKey={row.key}
            onOpen={onOpen}
            onDrop={onDrop}
          />
        );
      })}
    </TrackRow>
  );
});
