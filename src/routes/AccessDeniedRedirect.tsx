import { Navigate } from 'react-router-dom';

/** react-admin's access-denied page is the spec's /unauthorized screen (a resource screen refused by canAccess). */
export function AccessDeniedRedirect() {
  return <Navigate to="/unauthorized" replace />;
}
