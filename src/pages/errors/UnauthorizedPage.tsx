import { ErrorLayout } from '../../layout/ErrorLayout';

/** Target of the role guard (spec §2), in the error layout. */
export default function UnauthorizedPage() {
  return <ErrorLayout title="app.unauthorized.title" text="app.unauthorized.text" />;
}
