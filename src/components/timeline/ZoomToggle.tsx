import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { timelineZooms, type TimelineZoom } from './timelineZoom';

/** The timeline's zoom in its toolbar: three toggle buttons, reached with Tab and pressed with Space or Enter. */
export function ZoomToggle({
  zoom,
  onZoom,
  zooms = timelineZooms,
  disabled,
}: {
  zoom: TimelineZoom;
  onZoom: (zoom: TimelineZoom) => void;
  zooms?: readonly TimelineZoom[];
  disabled?: boolean;
}) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={zoom}
      onChange={(_, next: TimelineZoom | null) => next && onZoom(next)}
      aria-label={translate('crud.timeline.zoom.label')}
      disabled={disabled}
    >
      {zooms.map((value) => (
        <ToggleButton key={value} value={value}>
          {translate(`crud.timeline.zoom.${value}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
