import { useSyncExternalStore } from 'react';
import { getUser, subscribeAuth } from './authState';

/** The signed-in user, re-rendering when it changes (sign-in, profile update, logout). */
export function useCurrentUser() {
  return useSyncExternalStore(subscribeAuth, getUser, getUser);
}
