import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import { unreadableBodyKey } from './form/formErrors';

/**
 * One click's request on the activity: busy while it runs, the page reloaded after it, the
 * server's message (already translated) shown when it is refused.
 */
export function useActivityAction(onDone: () => void) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (action: () => Promise<unknown>): Promise<boolean> => {
      setBusy(true);
      try {
        await action();
        onDone();
        return true;
      } catch (error) {
        notify((error as Error).message || unreadableBodyKey, { type: 'error' });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [notify, onDone],
  );
  return { busy, run };
}
