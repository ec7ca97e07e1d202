import { Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { NotificationRecord } from '../../../model/modules/notifications';
import { NotificationSummary } from './NotificationSummary';
import { MuteTypeButton } from './MuteTypeButton';
import { ReadStateButton } from './ReadStateButton';
import { ReadStatus } from './ReadStatus';
import { useReceivedAt } from './receivedAt';

/** On a phone a table cannot fit: each notification is a card, its status and button in reach of a thumb. */
export function NotificationCards() {
  const translate = useTranslate();
  const receivedAt = useReceivedAt();
  const { data, isPending } = useListContext<NotificationRecord>();
  if (isPending) return <Skeleton variant="rounded" height={160} sx={{ m: 1 }} />;
  return (
    <Stack component="ul" aria-label={translate('notifications.list.label')} spacing={1} sx={{ listStyle: 'none', p: 1, m: 0 }}>
      {(data ?? []).map((record) => (
        <Card
          component="li"
          key={record.id}
          variant="outlined"
          sx={{ borderLeftWidth: record.read ? 1 : 4, borderLeftColor: record.read ? undefined : 'primary.main' }}
        >
          <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', '&:last-child': { pb: 2 } }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
                <ReadStatus read={record.read} />
                <Typography variant="caption" color="text.secondary">
                  {translate(`notifications.types.${record.type}`)} · {receivedAt(record.created_at)}
                </Typography>
              </Box>
              <NotificationSummary record={record} />
            </Box>
            <Box sx={{ display: 'flex', flexDirection: 'column' }}>
              <ReadStateButton record={record} />
              <MuteTypeButton record={record} />
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
