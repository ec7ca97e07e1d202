import { canUserAccess } from '../../providers/access';
import { useCurrentUser } from '../../providers/useCurrentUser';

/** Whether the signed-in user plans sessions, enrols and records results; the server decides again on every call. */
export function useTrainingPermissions() {
  const user = useCurrentUser();
  return { write: canUserAccess(user, 'training_write') };
}
