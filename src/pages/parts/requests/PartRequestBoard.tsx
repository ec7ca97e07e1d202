import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { EmptyState } from '../../../components/ScreenFrame';
import { useLiveRefetch } from '../../../live';
import { Pending } from '../../../components/Pending';
import { ReceiveDialog } from '../dialogs/ReceiveDialog';
import { fetchPartRequests, type PartRequestRow } from '../partsApi';
import { usePartsPermissions } from '../usePartsPermissions';
import { NewRequestDialog } from './NewRequestDialog';
import { RequestCard } from './RequestCard';
import { StatusStepDialog, type RequestStep } from './StatusStepDialog';

/** The board's columns: the requests still on their way (received and cancelled ones leave it). */
const columns = ['requested', 'ordered', 'shipped'] as const;
export const partRequestsKey = ['part_requests', 'board'] as const;

type Open =
  { kind: 'new' } | { kind: 'step'; request: PartRequestRow; to: RequestStep } | { kind: 'receive'; request: PartRequestRow } | null;

/** Part requests by status: requested → ordered → shipped → received, late ones flagged red. */
export function PartRequestBoard() {
  const translate = useTranslate();
  const { write } = usePartsPermissions();
  const [open, setOpen] = useState<Open>(null);
  const requests = useQuery({ queryKey: partRequestsKey, queryFn: () => fetchPartRequests({ status: [...columns] }) });
  useLiveRefetch('parts', [partRequestsKey]);
  const reload = () => void requests.refetch();
  const close = () => {
    setOpen(null);
    reload();
  };
  return (
    <Stack spacing={2}>
      {write && (
        <Box>
          <Button startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'new' })}>
            {translate('parts.requests.new')}
          </Button>
        </Box>
      )}
      {requests.isPending && <Pending />}
      {requests.error && <Alert severity="error">{translate('parts.load_failed')}</Alert>}
      {requests.data?.length === 0 && <EmptyState text="parts.requests.empty" />}
      {!!requests.data?.length && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {columns.map((status) => {
            const rows = requests.data.filter((request) => request.status === status);
            return (
              <Box key={status} component="section" aria-label={translate(`parts.choices.part_request_status.${status}`)}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
                  {translate(`parts.choices.part_request_status.${status}`)} ({rows.length})
                </Typography>
                <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {rows.map((request) => (
                    <RequestCard
                      key={request.id}
                      request={request}
                      write={write}
                      onStep={(to) => setOpen({ kind: 'step', request, to })}
                      onReceive={() => setOpen({ kind: 'receive', request })}
                    />
                  ))}
                </Stack>
              </Box>
            );
          })}
        </Box>
      )}
      {open?.kind === 'new' && <NewRequestDialog onDone={reload} onClose={() => setOpen(null)} />}
      {open?.kind === 'step' && <StatusStepDialog request={open.request} to={open.to} onDone={reload} onClose={() => setOpen(null)} />}
      {open?.kind === 'receive' && <ReceiveDialog request={open.request} onClose={close} />}
    </Stack>
  );
}
