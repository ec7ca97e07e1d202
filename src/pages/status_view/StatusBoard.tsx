import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StatusBoard as Board } from '../../../model/modules/status_view/board';
import { StationColumn } from './StationColumn';

/**
 * The columns, one per station: side by side, as wide as the screen allows but never narrower than
 * a card can be read at, so a phone or a small screen scrolls sideways inside the board (the page
 * itself does not). Kiosk type is larger (rem), so its columns are too.
 */
export function StatusBoard({ board }: { board: Board }) {
  const translate = useTranslate();
  return (
    <Box
      role="region"
      aria-label={translate('status_view.board', { date: board.date })}
      tabIndex={0}
      sx={{
        display: 'grid',
        gridAutoFlow: 'column',
        gridAutoColumns: 'minmax(14rem, 1fr)',
        gap: 1.5,
        overflowX: 'auto',
        pb: 1,
        alignItems: 'start',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      {board.stations.map((station) => (
        <StationColumn key={station.id} station={station} regionTimeZone={board.time_zone} />
      ))}
    </Box>
  );
}
