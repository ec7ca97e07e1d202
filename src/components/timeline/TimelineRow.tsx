import { memo, type MouseEvent, type ReactNode } from 'react';
import { Box } from '@mui/material';

/** Wide enough for a station code or a short name; narrow enough to leave a phone most of its width. */
export const labelWidth = 128;
export const laneHeight = 36;
export const rowHeightOf = (lanes: number) => lanes * laneHeight + 8;

interface TimelineRowProps {
  /** What a drop onto the row means (`data-row-key`, read by useBarDrag). */
  rowKey: string;
  label: ReactNode;
  /** The row's own name: the label text, for the track's group. */
  name: string;
  /** The list item's name, e.g. the name and how many bars it has. */
  summary: string;
  lanes: number;
  top: number;
  trackWidth: number;
  /** A marker on the name (e.g. a category colour) drawn before it. */
  adornment?: ReactNode;
  /** A click on the track itself (not on a bar), with where it fell as a fraction of the track: e.g. "book from here". */
  onTrackClick?: (fraction: number) => void;
  /** The bars and any shading, placed with CSS percentages of the track. */
  children: ReactNode;
}

/** One row of a timeline: a sticky name and a track the caller fills with bars. */
export const TimelineRow = memo(function TimelineRow({
  rowKey,
  label,
  name,
  summary,
  lanes,
  top,
  trackWidth,
  adornment,
  onTrackClick,
  children,
}: TimelineRowProps) {
  return (
    <Box
      role="listitem"
      aria-label={summary}
      data-row-key={rowKey}
      sx={{ position: 'absolute', top: 0, left: 0, display: 'flex', height: rowHeightOf(lanes), borderBottom: 1, borderColor: 'divider' }}
      style={{ transform: `translateY(${top}px)`, width: labelWidth + trackWidth }}
    >
      <Box
        sx={{
          position: 'sticky',
          left: 0,
          zIndex: 2,
          width: labelWidth,
          flexShrink: 0,
          px: 1,
          gap: 0.5,
          display: 'flex',
          alignItems: 'center',
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
          fontWeight: 500,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
        aria-hidden={typeof label === 'string' ? true : undefined}
      >
        {adornment}
        {label}
      </Box>
      <Box
        role="group"
        aria-label={name}
        sx={{ position: 'relative', width: trackWidth, flexShrink: 0, cursor: onTrackClick ? 'copy' : undefined }}
        onClick={
          onTrackClick &&
          ((event: MouseEvent<HTMLDivElement>) => {
            if ((event.target as HTMLElement).closest('button')) return;
            const track = event.currentTarget.getBoundingClientRect();
            onTrackClick(track.width > 0 ? (event.clientX - track.left) / track.width : 0);
          })
        }
      >
        {children}
      </Box>
    </Box>
  );
});
