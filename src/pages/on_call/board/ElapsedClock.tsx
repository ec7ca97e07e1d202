import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { hoursAndMinutes as duration } from '../../../../model/core/duration';
import type { ResponseClock } from './responseClock';

const colours = { late: 'error.main', near: 'warning.dark', ok: 'text.primary', none: 'text.primary' } as const;

/** Elapsed time against the target, as h:mm: "late by 0:12" in red, amber when close, what is left otherwise. */
export function ElapsedClock({ clock }: { clock: ResponseClock }) {
  const translate = useTranslate();
  const text =
    clock.state === 'late'
      ? translate('on_call.board.late_by', { duration: duration(clock.lateByMinutes!) })
      : clock.leftMinutes !== null
        ? translate('on_call.board.left', { duration: duration(clock.leftMinutes) })
        : clock.stopped && clock.state === 'ok'
          ? translate('on_call.board.within_target')
          : '';
  return (
    <Typography
      component="div"
      sx={{ color: colours[clock.state], fontWeight: clock.state === 'late' ? 700 : 400, fontVariantNumeric: 'tabular-nums' }}
      data-clock={clock.state}
    >
      <strong>{duration(clock.elapsedMinutes)}</strong> {text && <span>· {text}</span>}
    </Typography>
  );
}
