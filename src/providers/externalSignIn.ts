import type { OauthStart } from '../../model/accountRecords';
import { apiRequest } from './httpClient';
import { browserNavigation } from '../layout/browserNavigation';

export type SignInHash = { token: string; expiresIn: number | null } | { error: string } | null;

/**
 * After the identity provider the API sends the browser to /login#token=…&expires_in=…
 * (or /login#error=…). Reads that hash.
 */
export function readSignInHash(hash: string): SignInHash {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('token');
  if (token) {
    const expires = Number(params.get('expires_in'));
    return { token, expiresIn: Number.isFinite(expires) && expires > 0 ? expires : null };
  }
  const error = params.get('error');
  return error ? { error } : null;
}

/** Removes the hash so the token does not stay in the address bar or the history. */
export function clearLocationHash(): void {
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}

/** POST /api/oauth/:provider → {url}; the browser goes there. */
export async function startExternalSignIn(provider: string): Promise<void> {
  const { url } = await apiRequest<OauthStart>('POST', `/api/oauth/${encodeURIComponent(provider)}`);
  browserNavigation.assign(url);
}
