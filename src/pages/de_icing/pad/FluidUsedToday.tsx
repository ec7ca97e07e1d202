import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PadDay } from '../deIcingApi';

/** Litres sprayed today per fluid type at the station. */
export function FluidUsedToday({ used }: { used: PadDay['fluid_used'] }) {
  const translate = useTranslate();
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      aria-label={translate('de_icing.pad.fluid_used')}
    >
      <Typography variant="subtitle2">{translate('de_icing.pad.fluid_used')}</Typography>
      {used.length === 0 && <Typography color="text.secondary">{translate('de_icing.pad.no_fluid_used')}</Typography>}
      {used.map((line) => (
        <Chip key={line.fluid_type} label={translate('de_icing.pad.litres_of', { type: line.fluid_type, litres: line.litres })} />
      ))}
    </Stack>
  );
}
