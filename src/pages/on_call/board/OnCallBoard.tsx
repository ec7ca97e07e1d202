import { Alert, Box, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { requestPriorities } from '../../../../model/modules/on_call/enums';
import { useLiveRefetch } from '../../../live';
import { EmptyState } from '../../../components/ScreenFrame';
import { fetchBoard } from '../onCallApi';
import { BoardCard } from './BoardCard';
import { useNow } from './useNow';

export const boardQueryKey = ['on_call', 'board'];

/**
 * The desk's board (docs/modules/on_call.md): open requests grouped by priority, AOG first, each with its
 * clock against the customer's target ticking every 30 s; any change on the `on_call` topic refetches.
 */
export function OnCallBoard() {
  const translate = useTranslate();
  const now = useNow();
  const { data, isPending, error } = useQuery({ queryKey: boardQueryKey, queryFn: fetchBoard });
  useLiveRefetch('on_call', [boardQueryKey]);
  if (error) return <Alert severity="error">{translate('on_call.board.load_failed')}</Alert>;
  if (isPending) return <Skeleton variant="rounded" height={240} />;
  if (!data.length) return <EmptyState text="on_call.board.empty" />;
  return (
    <Stack spacing={3}>
      {requestPriorities.map((priority) => {
        const requests = data.filter((request) => request.priority === priority);
        if (!requests.length) return null;
        return (
          <Box component="section" key={priority} aria-labelledby={`board-${priority}`}>
            <Typography id={`board-${priority}`} variant="h6" component="h2" sx={{ mb: 1 }}>
              {translate(`on_call.board.group.${priority}`, { count: requests.length })}
            </Typography>
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))' }}>
              {requests.map((request) => (
                <BoardCard key={request.id} request={request} now={now} />
              ))}
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
