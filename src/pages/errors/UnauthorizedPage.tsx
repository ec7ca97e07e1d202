import { StandaloneLogo } from '../../components/media/StandaloneLogo';
import { ErrorLayout } from '../../layout/ErrorLayout';

/** Target of the role guard, in the error layout; it stands alone, so it carries the logo. */
export default function UnauthorizedPage() {
  return <ErrorLayout title="app.unauthorized.title" text="app.unauthorized.text" above={<StandaloneLogo />} />;
}
