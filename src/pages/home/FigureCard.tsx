import type { ReactNode } from 'react';
import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { Link } from 'react-router-dom';

export type FigureTone = 'neutral' | 'warning' | 'error';

const toneColour: Record<FigureTone, string> = { neutral: 'text.secondary', warning: 'warning.dark', error: 'error.main' };

/**
 * One number of the day: the count, what it counts (text and icon, never colour alone) and, when
 * the user may open it, a link to the screen filtered to exactly those records.
 */
export function FigureCard({
  count,
  label,
  icon,
  to,
  linkHint,
  tone = 'neutral',
  note,
}: {
  count: number;
  label: string;
  icon: ReactNode;
  to?: string;
  /** Read after the label by screen readers: where the link leads. */
  linkHint?: string;
  /** Only a non-zero count takes the tone: nothing late is nothing to flag. */
  tone?: FigureTone;
  note?: ReactNode;
}) {
  const flagged = tone !== 'neutral' && count > 0;
  const body = (
    <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5, minHeight: 88 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: flagged ? toneColour[tone] : 'text.secondary' }} aria-hidden>
        {icon}
        <Typography
          component="span"
          sx={{ fontSize: '1.75rem', fontWeight: 600, lineHeight: 1, color: flagged ? toneColour[tone] : 'text.primary' }}
        >
          {count}
        </Typography>
      </Box>
      <Typography sx={visuallyHidden}>{`${count} ${label}`}</Typography>
      <Typography variant="body2" aria-hidden>
        {label}
      </Typography>
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
      {to && linkHint && <Typography sx={visuallyHidden}>{linkHint}</Typography>}
    </Box>
  );
  return (
    <Card variant="outlined" sx={{ borderColor: flagged ? toneColour[tone] : undefined, borderWidth: flagged ? 2 : 1 }}>
      {to ? (
        <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}
