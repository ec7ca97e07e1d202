import Cookies from 'js-cookie';
import { intendedUrlCookie } from '../../model/storageKeys';

/** Guard "auth": the requested path is remembered in a cookie, then used after sign-in. */
export function rememberIntendedUrl(url: string): void {
  if (isSafeLocalPath(url)) Cookies.set(intendedUrlCookie, url, { sameSite: 'lax' });
}

/** Reads and forgets the intended URL; only local paths, so a crafted cookie cannot send users away. */
export function takeIntendedUrl(): string | null {
  const url = Cookies.get(intendedUrlCookie);
  Cookies.remove(intendedUrlCookie, { path: '/' });
  return url && isSafeLocalPath(url) ? url : null;
}

function isSafeLocalPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/login') && !url.startsWith('/logout');
}
