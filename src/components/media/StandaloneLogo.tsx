import { defaultLogoUrl, getConfig } from '../../config';

/**
 * The company's logo on the screens without a nav bar (sign-in and the other signed-out screens,
 * /unauthorized). Its box (180 × 48, the image contained in it) is kept before the image arrives,
 * so the card below does not jump when it does (a layout shift Lighthouse counted on /login).
 */
export function StandaloneLogo() {
  const config = getConfig();
  return <img src={config.logoUrl || defaultLogoUrl} alt={config.companyName} width={180} height={48} style={{ objectFit: 'contain' }} />;
}
