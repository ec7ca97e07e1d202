/**
 * react-admin's own screens for states Tarmac rarely shows (a crash caught at the top, the
 * loading page, /auth-callback, /authentication-error): one lazy chunk, fetched only when one
 * of them is about to be shown, so the sign-in screen does not download them.
 */
export { AuthCallback, AuthenticationError, Error, LoadingPage } from 'react-admin';
