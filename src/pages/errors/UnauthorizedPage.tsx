import { defaultLogoUrl, getConfig } from '../../config';
import { ErrorLayout } from '../../layout/ErrorLayout';

/** Target of the role guard (spec §2), in the error layout; it stands alone, so it carries the logo. */
export default function UnauthorizedPage() {
  const config = getConfig();
  const logo = <img src={config.logoUrl || defaultLogoUrl} alt={config.companyName} width={180} style={{ maxHeight: 48, objectFit: 'contain' }} />;
  return <ErrorLayout title="app.unauthorized.title" text="app.unauthorized.text" above={logo} />;
}
