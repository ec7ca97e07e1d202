import { useState } from 'react';
import { useNotify, useStoreContext, useTranslate } from 'react-admin';
import { switchRegion } from '../../../layout/navbar/regionSwitch';
import { useCurrentUser } from '../../../providers/useCurrentUser';

/**
 * Switches the active region (docs/security.md: toast, cleared filters, reload after 2 s): the nav bar's
 * region select, and the screens that offer it after a record turned out to be in another of the
 * user's regions. Resolves false when the server refused (the error is shown as a toast).
 */
export function useRegionSwitch() {
  const notify = useNotify();
  const store = useStoreContext();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const switchTo = async (regionId: number): Promise<boolean> => {
    setBusy(true);
    try {
      await switchRegion(regionId, {
        store,
        notifySuccess: (message) => notify(message, { type: 'success', messageArgs: { _: message } }),
      });
      return true;
    } catch (error) {
      setBusy(false);
      const message = (error as Error)?.message || translate('app.errors.generic_text');
      notify(message, { type: 'error', messageArgs: { _: message } });
      return false;
    }
  };
  return { switchTo, busy };
}

/** The name of one of the user's regions; null when the user is not a member of it. */
export function useMemberRegionName(regionId: unknown): string | null {
  const user = useCurrentUser();
  return user?.regions.find((region) => region.region_id === regionId)?.region_name ?? null;
}
