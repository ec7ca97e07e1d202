import { changeListeners } from '../../components/changeListeners';

/**
 * The error catalogue's dialogs. Only one shows at a time: a second failure while
 * a dialog is open is dropped, so a burst of failing requests does not stack dialogs.
 */
export type AppDialog =
  { kind: 'tokenExpired' } | { kind: 'tooManyAttempts' } | { kind: 'serverError' } | { kind: 'serverErrorHtml'; html: string };

let current: AppDialog | null = null;
const listeners = changeListeners();

export function openDialog(dialog: AppDialog): boolean {
  if (current) return false;
  current = dialog;
  listeners.notify();
  return true;
}

export function closeDialog(): void {
  current = null;
  listeners.notify();
}

export function getDialog(): AppDialog | null {
  return current;
}

export function subscribeDialog(listener: () => void): () => void {
  return listeners.subscribe(listener);
}
