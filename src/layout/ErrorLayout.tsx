import type { ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** Error layout: a translated title and text (spec §2 "Layouts: Error"), and a way back home. */
export function ErrorLayout({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="main" sx={{ minHeight: '60vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 3, textAlign: 'center' }}>
      <Typography variant="h4" component="h1">
        {translate(title)}
      </Typography>
      <Typography color="text.secondary">{translate(text)}</Typography>
      {children ?? (
        <Button component={Link} to="/home" variant="outlined">
          {translate('app.errors.go_home')}
        </Button>
      )}
    </Box>
  );
}
