import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BoardStation } from '../../../model/modules/status_view/board';
import { BoardCard } from './BoardCard';
import { StationClock } from './BoardClock';

/** One station: its code large, its local time when its zone is not the region's, then its cards in time order. */
export function StationColumn({ station, regionTimeZone }: { station: BoardStation; regionTimeZone: string }) {
  const translate = useTranslate();
  const headingId = `status-station-${station.id}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, bgcolor: 'grey.200', borderRadius: 2, p: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1, px: 0.5, pb: 1 }}>
        <Typography id={headingId} component="h2" sx={{ fontSize: '1.75rem', fontWeight: 800, lineHeight: 1.1 }} title={station.name}>
          {station.code}
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {translate('status_view.count', { smart_count: station.activities.length })}
        </Typography>
        {station.time_zone !== regionTimeZone && <StationClock timeZone={station.time_zone} />}
      </Box>
      {station.activities.length ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {station.activities.map((card) => (
            <li key={card.id}>
              <BoardCard card={card} />
            </li>
          ))}
        </Box>
      ) : (
        <Typography sx={{ color: 'text.secondary', px: 0.5, py: 2, fontSize: '1.1rem' }}>{translate('status_view.empty_station')}</Typography>
      )}
    </Box>
  );
}
