import { canUserAccess } from '../../../providers/access';
import { useCurrentUser } from '../../../providers/useCurrentUser';

/** What the signed-in user may do on an activity; the server decides again on every call. */
export function useActivityPermissions() {
  const user = useCurrentUser();
  return {
    /** Plan, edit, cancel, assign, allocate. */
    write: canUserAccess(user, 'scheduled_write'),
    /** Start and complete work, enter times and remarks, record defects. */
    work: canUserAccess(user, 'work_record'),
    sign: canUserAccess(user, 'rts_sign'),
  };
}
