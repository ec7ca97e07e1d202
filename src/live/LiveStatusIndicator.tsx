import { useEffect, useState } from 'react';
import { Box, Tooltip, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import { useTranslate } from 'react-admin';
import { useLiveStatus } from './useLiveEvents';

/**
 * How long the stream may be lost before the nav bar says so. The server asks for 3 s between
 * reconnections (`retry: 3000`), so a plain reconnection — a server restart, a deploy — never
 * flashes the indicator; a real loss shows within a few seconds.
 */
export const indicatorGraceMs = 5_000;

/**
 * "Reconnecting…" in the nav bar while live updates are lost: an icon and words (colour is never
 * the only signal), announced politely. On a phone the words are kept for screen readers and the
 * tooltip, so the bar still fits.
 */
export function LiveStatusIndicator() {
  const status = useLiveStatus();
  const translate = useTranslate();
  const [lost, setLost] = useState(false);

  useEffect(() => {
    if (status !== 'reconnecting') return setLost(false);
    const timer = setTimeout(() => setLost(true), indicatorGraceMs);
    return () => clearTimeout(timer);
  }, [status]);

  // The live region is always there, so assistive technology hears the words when they appear;
  // empty, it is out of the bar's flow, so it costs the nav items no gap (they fit 1280 px exactly).
  return (
    <Box role="status" aria-live="polite" sx={lost ? { display: 'flex', alignItems: 'center' } : visuallyHidden}>
      {lost && (
        <Tooltip title={translate('live.reconnecting_hint')} describeChild>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1 }}>
            <SyncProblemIcon fontSize="small" color="warning" aria-hidden />
            <Typography
              variant="body2"
              component="span"
              sx={(theme) => ({ whiteSpace: 'nowrap', [theme.breakpoints.down('sm')]: visuallyHidden })}
            >
              {translate('live.reconnecting')}
            </Typography>
          </Box>
        </Tooltip>
      )}
    </Box>
  );
}
