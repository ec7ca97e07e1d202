import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { HotTableRef } from './deIcingApi';

/** Said wherever a demo HOT set is in use (docs/modules/de_icing.md): its times are fictional and must never reach a crew. */
export function DemoBanner({ table }: { table: Pick<HotTableRef, 'demo'> | null | undefined }) {
  const translate = useTranslate();
  if (!table?.demo) return null;
  return (
    <Alert severity="error" variant="filled" role="alert" sx={{ fontWeight: 700, width: '100%' }}>
      {translate('de_icing.demo_banner')}
    </Alert>
  );
}
