import { canUserAccess } from '../../providers/access';
import { useCurrentUser } from '../../providers/useCurrentUser';

/** What the signed-in user may do on the Parts tab; the server decides again on every call. */
export function usePartsPermissions() {
  const user = useCurrentUser();
  return {
    read: canUserAccess(user, 'parts_tab'),
    write: canUserAccess(user, 'parts_write'),
    confirmCount: canUserAccess(user, 'stock_count_confirm'),
  };
}
