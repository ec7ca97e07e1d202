import { Box, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import type { BoardCard, BoardTime } from '../../../model/modules/status_view/board';

/** "00:40⁺¹": a time on another day than the board's, the day said in words for screen readers. */
function Time({ time }: { time: BoardTime | null }) {
  const translate = useTranslate();
  if (!time) return <span>—</span>;
  if (time.day_offset === 0) return <span>{time.time}</span>;
  const word = translate(time.day_offset > 0 ? 'status_view.time_next_day' : 'status_view.time_previous_day');
  return (
    <span title={word}>
      {time.time}
      <Box component="sup" aria-hidden sx={{ fontSize: '0.65em', ml: 0.25 }}>
        {time.day_offset > 0 ? `+${time.day_offset}` : time.day_offset}
      </Box>
      <Box component="span" sx={visuallyHidden}> ({word})</Box>
    </span>
  );
}

/** Scheduled arrival–departure in large type, and the actual times under them once there are any. */
export function BoardTimes({ times }: { times: BoardCard['times'] }) {
  const translate = useTranslate();
  const actual = times.ata || times.atd;
  return (
    <Box>
      <Typography component="p" sx={{ fontSize: '1.5rem', fontWeight: 800, lineHeight: 1.1, fontVariantNumeric: 'tabular-nums' }}>
        <Time time={times.sta} />–<Time time={times.std} />
      </Typography>
      {actual && (
        <Typography component="p" sx={{ fontSize: '0.95rem', fontVariantNumeric: 'tabular-nums' }}>
          {translate('status_view.actual')} <Time time={times.ata} />–<Time time={times.atd} />
        </Typography>
      )}
    </Box>
  );
}
