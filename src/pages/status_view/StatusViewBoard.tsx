import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StatusView as Board } from '../../../model/modules/status_view/board';
import { StationColumn } from './StationColumn';

/**
 * The columns, one per station: side by side, as wide as the screen allows but never narrower than
 * a card can be read at, so a phone or a small screen scrolls sideways inside the board (the page
 * itself does not). Kiosk type is larger (rem), so its columns are too, and the board fills the
 * rest of the screen, each column scrolling on its own.
 */
export function StatusViewBoard({ board, kiosk }: { board: Board; kiosk: boolean }) {
  const translate = useTranslate();
  return (
    <Box
      role="region"
      aria-label={translate('status_view.board', { date: board.date })}
      tabIndex={0}
      sx={{
        display: 'grid',
        gridAutoFlow: 'column',
        gridAutoColumns: 'minmax(11rem, 1fr)',
        gap: 1,
        overflowX: 'auto',
        // Contains the screen-reader-only words (absolutely placed), which would otherwise widen the page.
        position: 'relative',
        pb: 1,
        alignItems: kiosk ? 'stretch' : 'start',
        ...(kiosk && { flex: 1, minHeight: 0, gridTemplateRows: 'minmax(0, 1fr)' }),
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      {board.stations.map((station) => (
        <StationColumn key={station.id} station={station} regionTimeZone={board.time_zone} kiosk={kiosk} />
      ))}
    </Box>
  );
}
