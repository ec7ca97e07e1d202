import { Navigate } from 'react-router-dom';

/** react-admin's access-denied page is the app's /unauthorized screen (a resource screen refused by canAccess). */
export function AccessDeniedRedirect() {
  return <Navigate to="/unauthorized" replace />;
}
