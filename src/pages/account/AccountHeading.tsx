import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { StandaloneLogo } from '../../components/media/StandaloneLogo';

/** Logo and title at the top of every signed-out screen. */
export function AccountHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', mb: 3 }}>
      <StandaloneLogo />
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
