import { memo, type ReactNode } from 'react';
import { Box, ButtonBase, Tooltip, type SxProps, type Theme } from '@mui/material';
import { barIconWidth, barLabelPlacement } from './barLabel';
import { laneHeight } from './TimelineRow';
import { useBarDrag, type BarDrop } from './useBarDrag';

const barHeight = 30;

export interface TimelineBarButtonProps {
  lane: number;
  /** Position on the track in percent (placeOnAxis). */
  left: number;
  width: number;
  /** The track's width in pixels, and the free track right of the bar in percent (roomAfter): where the label fits. */
  trackWidth: number;
  room: number;
  /** The bar's accessible name, also its tooltip. */
  name: string;
  /** The short label drawn on or beside the bar (a flight number, a booking's label). */
  text: string;
  /** Colours and decoration of this kind of bar. */
  look: SxProps<Theme>;
  /** The bar clashes with another: outlined dashed in the error colour. */
  conflict?: boolean;
  onOpen: () => void;
  /** Absent when the bar may not move: it is then a plain button. Resolves false when refused (the bar snaps back). */
  onDrop?: (drop: BarDrop) => Promise<boolean>;
  /** data-* attributes tests and benches find the bar by. */
  data?: Record<`data-${string}`, string | number>;
  /** Status icons drawn before the label, and how many there are. */
  children?: ReactNode;
  icons?: number;
}

/**
 * One bar on a timeline track: a button at its lane, draggable with pointer events when `onDrop`
 * is given. Its label is whole or absent (barLabelPlacement): in the bar, beside it, or only in
 * the tooltip every bar has, on hover and keyboard focus. Memoised: a drag or a new filter
 * re-renders only the bars whose data changed.
 */
export const TimelineBarButton = memo(function TimelineBarButton({
  lane,
  left,
  width,
  trackWidth,
  room,
  name,
  text,
  look,
  conflict = false,
  onOpen,
  onDrop,
  data,
  children,
  icons = 0,
}: TimelineBarButtonProps) {
  const { handlers, swallowClickAfterDrag } = useBarDrag(onDrop);
  const top = lane * laneHeight + (laneHeight - barHeight) / 2;
  const barPx = (width / 100) * trackWidth;
  const placement = barLabelPlacement({ text, barPx, roomPx: (room / 100) * trackWidth, icons });
  return (
    <>
      <Tooltip title={name} enterDelay={300}>
        <ButtonBase
          {...handlers}
          {...data}
          onClick={() => swallowClickAfterDrag() || onOpen()}
          aria-label={name}
          data-lane={lane}
          data-label={placement}
          sx={[
            {
              position: 'absolute',
              top,
              height: barHeight,
              minWidth: 8,
              px: 0.5,
              gap: 0.5,
              justifyContent: 'flex-start',
              borderRadius: 1,
              overflow: 'hidden',
              whiteSpace: 'nowrap',
              fontSize: 12,
              touchAction: onDrop ? 'none' : 'auto',
              cursor: onDrop ? 'grab' : 'pointer',
              outlineWidth: 3,
              outlineStyle: conflict ? 'dashed' : 'none',
              outlineColor: 'error.main',
              outlineOffset: 1,
              '&:focus-visible': { outlineStyle: 'solid', outlineColor: 'primary.main' },
            },
            ...(Array.isArray(look) ? look : [look]),
          ]}
          style={{ left: `${left}%`, width: `${width}%` }}
        >
          {/* Icons whole or not at all, like the label: a bar a week zoom draws a few pixels wide would show a sliver of each (its colour, name and tooltip still say it all). */}
          {barPx >= icons * barIconWidth && children}
          {placement === 'inside' && <span aria-hidden>{text}</span>}
        </ButtonBase>
      </Tooltip>
      {placement === 'beside' && (
        // Part of the picture only: the bar's name already says it, and a click goes through to the track.
        <Box
          aria-hidden
          data-beside-label
          sx={{
            position: 'absolute',
            top,
            height: barHeight,
            lineHeight: `${barHeight}px`,
            px: 0.5,
            fontSize: 12,
            whiteSpace: 'nowrap',
            pointerEvents: 'none',
          }}
          style={{ left: `${left + width}%` }}
        >
          {text}
        </Box>
      )}
    </>
  );
});
