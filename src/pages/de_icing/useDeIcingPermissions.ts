import { canUserAccess } from '../../providers/access';
import { useCurrentUser } from '../../providers/useCurrentUser';

/** What the signed-in user may do on the De-Icing tab; the server decides again on every call. */
export function useDeIcingPermissions() {
  const user = useCurrentUser();
  return { write: canUserAccess(user, 'de_icing_write'), manageTables: canUserAccess(user, 'hot_tables_manage') };
}
