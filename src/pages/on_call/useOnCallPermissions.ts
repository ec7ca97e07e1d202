import { canUserAccess } from '../../providers/access';
import { useCurrentUser } from '../../providers/useCurrentUser';

/**
 * What the signed-in user may do on the On-Call tab; the server decides again on every call.
 * `catalogues`: whether they read the customers and stations lists (Settings) the filters pick from.
 */
export function useOnCallPermissions() {
  const user = useCurrentUser();
  return {
    write: canUserAccess(user, 'on_call_write'),
    catalogues: canUserAccess(user, 'customers', 'list') && canUserAccess(user, 'stations', 'list'),
  };
}
