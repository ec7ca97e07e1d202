import { isSignedIn } from './authState';
import { openDialog, type AppDialog } from '../layout/dialogs/dialogStore';

export interface FailedResponse {
  status: number;
  contentType: string;
  text: string;
}

/**
 * Which dialog of the error catalogue a failed response raises, if any.
 * 401 and 429 only matter while a user is signed in: on the sign-in form they are
 * ordinary form errors.
 */
export function dialogForFailure(failure: FailedResponse, signedIn: boolean): AppDialog | null {
  if (failure.status === 401 && signedIn) return { kind: 'tokenExpired' };
  if (failure.status === 429 && signedIn) return { kind: 'tooManyAttempts' };
  if (failure.status >= 500) {
    const looksHtml = failure.contentType.includes('text/html') || /^\s*<(!doctype|html)/i.test(failure.text);
    return looksHtml ? { kind: 'serverErrorHtml', html: failure.text } : { kind: 'serverError' };
  }
  return null;
}

export function reportHttpFailure(failure: FailedResponse): void {
  const dialog = dialogForFailure(failure, isSignedIn());
  if (dialog) openDialog(dialog);
}
