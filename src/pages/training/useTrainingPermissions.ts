import { canUserAccess } from '../../providers/access';
import { useCurrentUser } from '../../providers/useCurrentUser';

/**
 * What the signed-in user may do on the Training tab; the server decides again on every call.
 * `catalogues`: whether they read the stations and courses lists (Settings), which the filters and
 * the session form pick from — technicians do not, and see the names the sessions carry instead.
 */
export function useTrainingPermissions() {
  const user = useCurrentUser();
  return {
    write: canUserAccess(user, 'training_write'),
    catalogues: canUserAccess(user, 'training_courses', 'list') && canUserAccess(user, 'stations', 'list'),
  };
}
