import { useState } from 'react';
import { Alert, Box, Button, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../../components/ScreenFrame';
import { useLiveRefetch } from '../../../live';
import { Pending } from '../../../components/Pending';
import { useMovedAt } from '../movements/useMovedAt';
import { fetchCounts } from '../partsApi';
import { usePartsPermissions } from '../usePartsPermissions';
import { CountStatusChip } from './CountStatusChip';
import { NewCountDialog } from './NewCountDialog';

/** The region's physical counts, newest first; a new sheet per station. */
export function CountList() {
  const translate = useTranslate();
  const at = useMovedAt();
  const { write } = usePartsPermissions();
  const [creating, setCreating] = useState(false);
  const counts = useQuery({ queryKey: ['parts', 'counts'], queryFn: fetchCounts });
  useLiveRefetch('parts', [['parts', 'counts']]);
  const label = translate('parts.tabs.counts');
  return (
    <Stack spacing={2}>
      {write && (
        <Box>
          <Button startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {translate('parts.counts.new')}
          </Button>
        </Box>
      )}
      {counts.isPending && <Pending />}
      {counts.error && <Alert severity="error">{translate('parts.load_failed')}</Alert>}
      {counts.data?.length === 0 && <EmptyState text="parts.counts.empty" />}
      {!!counts.data?.length && (
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('parts.fields.station')}</TableCell>
                <TableCell>{translate('parts.counts.created_at')}</TableCell>
                <TableCell>{translate('parts.fields.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {counts.data.map((count) => (
                <TableRow key={count.id}>
                  <TableCell>
                    <Link component={RouterLink} to={`/parts/counts/${count.id}`}>
                      {count.station_code}
                    </Link>
                  </TableCell>
                  <TableCell>{at(count.created_at, count.time_zone)}</TableCell>
                  <TableCell>
                    <CountStatusChip status={count.status} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {creating && <NewCountDialog onClose={() => setCreating(false)} />}
    </Stack>
  );
}
