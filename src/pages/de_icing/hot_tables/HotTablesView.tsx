import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDeIcingPermissions } from '../useDeIcingPermissions';
import { FluidList } from './FluidList';
import { HotTableSetList } from './HotTableSetList';

/** HOT tables as data (docs/modules/de_icing.md): the seasons' sets and the fluids; read-only unless `hot_tables_manage`. */
export function HotTablesView() {
  const translate = useTranslate();
  const { manageTables } = useDeIcingPermissions();
  return (
    <Stack spacing={3}>
      <section aria-label={translate('de_icing.hot_tables.sets')}>
        <Typography variant="h6" component="h2">
          {translate('de_icing.hot_tables.sets')}
        </Typography>
        <HotTableSetList manage={manageTables} />
      </section>
      <section aria-label={translate('de_icing.fluids.title')}>
        <Typography variant="h6" component="h2">
          {translate('de_icing.fluids.title')}
        </Typography>
        <FluidList manage={manageTables} />
      </section>
    </Stack>
  );
}
