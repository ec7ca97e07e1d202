import { Box } from '@mui/material';
import GavelIcon from '@mui/icons-material/Gavel';

/**
 * The mark of an activity on which someone breaks an assignment rule since its last re-timing: a
 * gavel on a warning-coloured disc, so it reads apart from the double booking's warning sign on any
 * status colour. Decoration only: the words are in the bar's name and the legend (WCAG 1.4.1).
 */
export function RulesBrokenMark() {
  return (
    <Box
      component="span"
      aria-hidden
      data-rules-broken-mark
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        width: 16,
        height: 16,
        borderRadius: '50%',
        bgcolor: 'warning.main',
        color: 'warning.contrastText',
      }}
    >
      <GavelIcon sx={{ fontSize: 12 }} />
    </Box>
  );
}
