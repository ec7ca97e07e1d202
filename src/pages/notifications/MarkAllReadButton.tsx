import { useState } from 'react';
import { Button, Snackbar } from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { markAllRead, markManyUnread } from './notificationApi';

/**
 * "Mark all as read" at once, without a confirmation: the answer names the notifications it marked,
 * and an Undo next to the confirmation marks exactly those unread again.
 */
export function MarkAllReadButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [marked, setMarked] = useState<number[] | null>(null);
  const [busy, setBusy] = useState(false);
  const refetch = () => queryClient.invalidateQueries({ queryKey: ['notifications'] });

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      notify('notifications.actions.failed', { type: 'error' });
    } finally {
      setBusy(false);
      await refetch();
    }
  };
  const markAll = () => run(async () => setMarked((await markAllRead()).ids));
  const undo = () => {
    const ids = marked ?? [];
    setMarked(null);
    if (!ids.length) return;
    void run(async () => {
      await markManyUnread(ids);
      notify('notifications.actions.undone', { type: 'info' });
    });
  };

  return (
    <>
      <Button size="small" startIcon={<DoneAllIcon />} onClick={() => void markAll()} disabled={busy}>
        {translate('notifications.actions.mark_all_read')}
      </Button>
      <Snackbar
        open={marked !== null}
        autoHideDuration={10_000}
        onClose={(_event, reason) => reason !== 'clickaway' && setMarked(null)}
        message={translate('notifications.actions.all_read')}
        action={
          marked?.length ? (
            <Button color="inherit" size="small" onClick={undo}>
              {translate('notifications.actions.undo')}
            </Button>
          ) : undefined
        }
      />
    </>
  );
}
