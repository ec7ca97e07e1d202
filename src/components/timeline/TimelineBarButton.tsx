import { memo, type ReactNode } from 'react';
import { ButtonBase, type SxProps, type Theme } from '@mui/material';
import { laneHeight } from './TimelineRow';
import { useBarDrag, type BarDrop } from './useBarDrag';

const barHeight = 30;

export interface TimelineBarButtonProps {
  lane: number;
  /** Position on the track in percent (placeOnAxis). */
  left: number;
  width: number;
  /** The bar's accessible name, also its tooltip. */
  name: string;
  /** Colours and decoration of this kind of bar. */
  look: SxProps<Theme>;
  /** The bar clashes with another: outlined dashed in the error colour. */
  conflict?: boolean;
  onOpen: () => void;
  /** Absent when the bar may not move: it is then a plain button. Resolves false when refused (the bar snaps back). */
  onDrop?: (drop: BarDrop) => Promise<boolean>;
  /** data-* attributes tests and benches find the bar by. */
  data?: Record<`data-${string}`, string | number>;
  children: ReactNode;
}

/**
 * One bar on a timeline track: a button at its lane, draggable with pointer events when `onDrop`
 * is given. Memoised: a drag or a new filter re-renders only the bars whose data changed.
 */
export const TimelineBarButton = memo(function TimelineBarButton({
  lane,
  left,
  width,
  name,
  look,
  conflict = false,
  onOpen,
  onDrop,
  data,
  children,
}: TimelineBarButtonProps) {
  const { handlers, swallowClickAfterDrag } = useBarDrag(onDrop);
  return (
    <ButtonBase
      {...handlers}
      {...data}
      onClick={() => swallowClickAfterDrag() || onOpen()}
      aria-label={name}
      title={name}
      data-lane={lane}
      sx={[
        {
          position: 'absolute',
          top: lane * laneHeight + (laneHeight - barHeight) / 2,
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
      {children}
    </ButtonBase>
  );
});
