import { Box, Typography } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useTranslate } from 'react-admin';
import type { HoldoverMatch } from '../../../../model/modules/de_icing/holdover';
import type { HoldoverKind } from '../deIcingApi';
import { holdoverClock, hoursMinutes, windowText, type HoldoverPhase } from './holdoverPhase';

const phaseColours: Record<HoldoverPhase, { bg: string; fg: string }> = {
  within: { bg: 'success.main', fg: 'success.contrastText' },
  past_lower: { bg: 'warning.main', fg: 'warning.contrastText' },
  expired: { bg: 'error.main', fg: 'error.contrastText' },
  no_hot: { bg: 'grey.900', fg: 'warning.light' },
  not_started: { bg: 'grey.300', fg: 'text.primary' },
};

/**
 * The holdover clock of one treatment: green within the window, amber once its lower bound has
 * passed, red after the upper one; "no HOT" in caution colours. The phase is also said in words
 * (data-phase for tests and screen readers alike), not by colour alone. A treatment recorded outside
 * the active table's validity says that no valid table was found, not merely "no HOT".
 */
export function HoldoverCountdown({
  now,
  startedAt,
  kind,
  min,
  max,
  match = null,
}: {
  now: number;
  startedAt: string | null;
  kind: HoldoverKind | null;
  min: number | null;
  max: number | null;
  match?: HoldoverMatch | null;
}) {
  const translate = useTranslate();
  const clock = holdoverClock(now, startedAt, kind, min, max);
  const window = windowText(kind, min, max);
  const colours = phaseColours[clock.phase];
  const text = translate(`de_icing.pad.phase.${clock.phase}`, {
    elapsed: hoursMinutes(clock.elapsed),
    remaining: clock.remaining === null ? '' : hoursMinutes(clock.remaining),
  });
  return (
    <Box
      data-testid="holdover-countdown"
      data-phase={clock.phase}
      role="timer"
      aria-label={translate('de_icing.pad.holdover')}
      sx={{ bgcolor: colours.bg, color: colours.fg, borderRadius: 1, px: 1.5, py: 1, minWidth: 160 }}
    >
      <Typography variant="h6" component="div" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontVariantNumeric: 'tabular-nums' }}>
        {clock.phase === 'no_hot' && <WarningAmberIcon fontSize="small" aria-hidden />}
        {text}
      </Typography>
      <Typography variant="caption" component="p">
        {window
          ? translate('de_icing.pad.window', { window })
          : translate(match === 'no_valid_table' ? 'de_icing.pad.no_valid_table' : 'de_icing.choices.holdover.none')}
      </Typography>
    </Box>
  );
}
