import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { RouteDefinition } from '../../../../model/routes';
import { ScreenFrame } from '../../../components/ScreenFrame';
import { DemoBanner } from '../DemoBanner';
import { fetchHotTableRows } from '../deIcingApi';
import { HotRowsTable } from './HotRowsTable';
import { Pending } from '../../../components/Pending';

/** /de_icing/hot_tables/:set_id — one set's rows as a readable table. */
export default function HotTableSetPage({ route }: { route: RouteDefinition }) {
  const translate = useTranslate();
  const { set_id: id = '' } = useParams();
  const set = useGetOne('hot_table_sets', { id });
  const rows = useQuery({ queryKey: ['hot_table_sets', 'rows', id], queryFn: () => fetchHotTableRows(id) });
  return (
    <ScreenFrame
      title={route.title}
      actions={
        <Button component={Link} to="/de_icing?view=hot_tables">
          {translate('de_icing.hot_tables.back')}
        </Button>
      }
    >
      {set.isPending || rows.isPending ? (
        <Pending />
      ) : set.error || rows.error ? (
        <Alert severity="error">{translate('de_icing.load_failed')}</Alert>
      ) : (
        <Stack spacing={2}>
          <DemoBanner table={set.data} />
          <Typography variant="h6" component="h2">
            {set.data.name} · {set.data.authority} · {set.data.season} ({set.data.valid_from} – {set.data.valid_to})
          </Typography>
          <HotRowsTable rows={rows.data} label={set.data.name} />
        </Stack>
      )}
    </ScreenFrame>
  );
}
