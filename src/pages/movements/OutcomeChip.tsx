import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MovementOutcomeName } from '../../../model/modules/movements';
import type { ChipColour } from '../../components/crud/fields/StatusChip';
import type { FlightMovementRow } from './movementsApi';

const colours: Record<MovementOutcomeName, ChipColour> = {
  applied: 'success',
  unchanged: 'default',
  unmatched: 'warning',
  diverted: 'info',
  refused: 'error',
};

/** What a movement did, as a chip coloured and named (never colour alone); a resolved one says so beside it. */
export function OutcomeChip({ row }: { row: Pick<FlightMovementRow, 'outcome' | 'resolved_at'> }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Chip size="small" color={colours[row.outcome]} label={translate(`movements.outcome.${row.outcome}`)} />
      {row.resolved_at && <Chip size="small" variant="outlined" label={translate('movements.resolved')} />}
    </Stack>
  );
}
