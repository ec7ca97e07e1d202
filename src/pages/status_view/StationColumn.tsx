import { useRef } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isOpenStatus } from '../../../model/modules/scheduled';
import type { BoardStation } from '../../../model/modules/status_view/board';
import { BoardCard } from './BoardCard';
import { StationClock } from './BoardClock';
import { useScrollToCurrentWork } from './useScrollToCurrentWork';

/**
 * One station: its code large, its local time when its clock is not the region's, then its cards
 * in time order. In kiosk mode the column is as tall as the screen and scrolls by itself to the
 * station's current work.
 */
export function StationColumn({ station, regionTimeZone, kiosk }: { station: BoardStation; regionTimeZone: string; kiosk: boolean }) {
  const translate = useTranslate();
  const headingId = `status-station-${station.id}`;
  const list = useRef<HTMLUListElement>(null);
  useScrollToCurrentWork(list, station.activities.find((card) => isOpenStatus(card.status))?.id, kiosk);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, minHeight: 0, bgcolor: 'grey.200', borderRadius: 2, p: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1, px: 0.5, pb: 1 }}>
        <Typography id={headingId} component="h2" sx={{ fontSize: '1.75rem', fontWeight: 800, lineHeight: 1.1 }} title={station.name}>
          {station.code}
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {translate('status_view.count', { smart_count: station.activities.length })}
        </Typography>
        <StationClock timeZone={station.time_zone} regionTimeZone={regionTimeZone} />
      </Box>
      {station.activities.length ? (
        <Box
          component="ul"
          ref={list}
          // Scrolled in kiosk mode: focusable, so a keyboard can scroll it too.
          tabIndex={kiosk ? 0 : undefined}
          aria-labelledby={headingId}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr)',
            alignContent: 'start',
            gap: 1,
            position: 'relative',
            ...(kiosk && { flex: 1, minHeight: 0, overflowY: 'auto' }),
          }}
        >
          {station.activities.map((card) => (
            <li key={card.id}>
              <BoardCard card={card} />
            </li>
          ))}
        </Box>
      ) : (
        <Typography sx={{ color: 'text.secondary', px: 0.5, py: 2, fontSize: '1.1rem' }}>
          {translate('status_view.empty_station')}
        </Typography>
      )}
    </Box>
  );
}
