import { memo, type MouseEvent, type ReactNode } from 'react';
import { Box, useMediaQuery, type Theme } from '@mui/material';

/**
 * The row names' column: wide enough for the longest demo names ("Jean-François Gagnon",
 * "TW-0042 torque wrench") from a tablet up; on a phone narrower, the name wrapping onto a second
 * line (its full text in the title) so the track keeps most of the width.
 */
export function useLabelWidth() {
  return useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'), { noSsr: true }) ? 208 : 112;
}
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
  const labelWidth = useLabelWidth();
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
        }}
        aria-hidden={typeof label === 'string' ? true : undefined}
      >
        {adornment}
        {/* Two lines at most, then an ellipsis; hovering shows the whole name. */}
        <Box
          component="span"
          title={name}
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
            lineHeight: 1.2,
            minWidth: 0,
          }}
        >
          {label}
        </Box>
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
