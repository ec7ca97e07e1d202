import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { defaultLogoUrl, getConfig } from '../../config';

/** Logo and title at the top of every signed-out screen. */
export function AccountHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  const translate = useTranslate();
  const config = getConfig();
  return (
    <Box sx={{ textAlign: 'center', mb: 3 }}>
      <img src={config.logoUrl || defaultLogoUrl} alt={config.companyName} width={180} style={{ maxHeight: 48, objectFit: 'contain' }} />
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {translate(title)}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
          {translate(subtitle)}
        </Typography>
      )}
    </Box>
  );
}
