import { Box, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import type { BoardCard, BoardTime } from '../../../model/modules/status_view/board';

/** "00:40⁺¹": a time on another day than the board's, the day said in words for screen readers. */
function Time({ time, missing = '—' }: { time: BoardTime | null; missing?: string }) {
  const translate = useTranslate();
  if (!time) return <span>{missing}</span>;
  if (time.day_offset === 0) return <span>{time.time}</span>;
  const word = translate(time.day_offset > 0 ? 'status_view.time_next_day' : 'status_view.time_previous_day');
  return (
    <span title={word}>
      {time.time}
      <Box component="sup" aria-hidden sx={{ fontSize: '0.65em', ml: 0.25 }}>
        {time.day_offset > 0 ? `+${time.day_offset}` : time.day_offset}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {' '}
        ({word})
      </Box>
    </span>
  );
}

/**
 * Scheduled arrival–departure, large on open work; the actual times beside or under them once
 * there are any ("Actual 10:12–" while the aircraft is still on the ground).
 */
export function BoardTimes({ times, compact = false }: { times: BoardCard['times']; compact?: boolean }) {
  const translate = useTranslate();
  const actual = (times.ata || times.atd) && (
    <Typography
      component={compact ? 'span' : 'div'}
      sx={{ fontSize: compact ? '0.85rem' : '0.95rem', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      {translate('status_view.actual')} <Time time={times.ata} missing="" />–<Time time={times.atd} missing="" />
    </Typography>
  );
  return (
    <Box>
      <Typography
        component={compact ? 'span' : 'div'}
        sx={{
          fontSize: compact ? '1rem' : '1.3rem',
          fontWeight: 800,
          lineHeight: 1.15,
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
        }}
      >
        <Time time={times.sta} />–<Time time={times.std} />
      </Typography>
      {/* A space, so the actual times move to the next line as a whole when the column is narrow. */}
      {actual && ' '}
      {actual}
    </Box>
  );
}
