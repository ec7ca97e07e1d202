import { Box } from '@mui/material';
import { Link } from 'react-router-dom';
import type { CurrentUser } from '../../../model/account';
import { routePath } from '../../../model/routes';
import { defaultLogoUrl, getConfig } from '../../config';

/** Logo width. */
export const logoWidthPx = 180;

/** Company logo linking to home. The user's company logo wins over the configured one. */
export function CompanyLogo({ user }: { user: CurrentUser }) {
  const config = getConfig();
  const src = user.logo_url || config.logoUrl || defaultLogoUrl;
  return (
    <Box component={Link} to={routePath('home')} sx={{ display: 'flex', alignItems: 'center', flexShrink: 0, width: logoWidthPx }}>
      <img src={src} alt={config.companyName} width={logoWidthPx} style={{ maxHeight: 44, objectFit: 'contain', objectPosition: 'left' }} />
    </Box>
  );
}
