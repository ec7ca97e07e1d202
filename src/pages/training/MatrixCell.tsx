import { Box } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { MatrixCell as Cell } from '../../../model/modules/training/requirements';
import { formatDisplayDay } from '../../components/date/stationTime';
import { complianceColours } from './complianceColours';

/** One requirement of one technician: the state in words on its colour, and the expiry date under it. */
export function MatrixCell({ cell }: { cell: Cell | undefined }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!cell)
    return (
      <Box component="span" sx={{ color: 'text.secondary' }} aria-label={translate('training.matrix.not_required')}>
        —
      </Box>
    );
  const colours = complianceColours[cell.state];
  return (
    <Box sx={{ bgcolor: colours.bg, color: colours.fg, borderRadius: 1, px: 1, py: 0.25, whiteSpace: 'nowrap' }} data-state={cell.state}>
      <Box component="span" sx={{ fontWeight: 600, display: 'block', fontSize: '0.8rem' }}>
        {translate(`training.choices.compliance.${cell.state}`)}
      </Box>
      {cell.expires_on && (
        <Box component="span" sx={{ fontSize: '0.75rem' }}>
          {formatDisplayDay(cell.expires_on, locale)}
        </Box>
      )}
    </Box>
  );
}
