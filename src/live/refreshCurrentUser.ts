import type { CurrentUser } from '../../model/account';
import { getUser, setUser } from '../providers/authState';
import { httpClient } from '../providers/httpClient';

/**
 * Reads GET /api/user again (the nav bar's unread count, `notificationa_alert_count`, comes with
 * it). Unlike the sign-in's loadUser, a failure changes nothing: a background refresh must not
 * sign anyone out or open an error dialog; the next one, or the next screen's call, will tell.
 */
export async function refreshCurrentUser(): Promise<void> {
  const before = getUser();
  if (!before) return;
  try {
    const { json } = await httpClient<CurrentUser>('/api/user', { silent: true });
    // Signed out, or someone else signed in, while it was on its way: keep what is there now.
    if (getUser()?.id === json.id) setUser(json);
  } catch {
    // see above
  }
}
