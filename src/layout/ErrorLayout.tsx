import type { ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { routePath } from '../../model/routes';
import { getToken } from '../providers/authState';
import { useCurrentUser } from '../providers/useCurrentUser';
import { useRemoveSplash } from './splash';

/**
 * Error layout: a translated title and text, and a way back:
 * to What's up, or to the welcome page when nobody is signed in (welcome is the
 * fallback when nobody is signed in). `above` goes over the title (the standalone pages'
 * logo).
 */
export function ErrorLayout({ title, text, above, children }: { title: string; text: string; above?: ReactNode; children?: ReactNode }) {
  useRemoveSplash();
  const translate = useTranslate();
  const signedIn = useCurrentUser() !== null || !!getToken();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
      }}
    >
      {above}
      <Typography variant="h4" component="h1">
        {translate(title)}
      </Typography>
      <Typography color="text.secondary">{translate(text)}</Typography>
      {children ??
        (signedIn ? (
          <Button component={Link} to={routePath('home')} variant="outlined">
            {translate('app.errors.go_home')}
          </Button>
        ) : (
          <Button component={Link} to={routePath('welcome')} variant="outlined">
            {translate('app.errors.go_welcome')}
          </Button>
        ))}
    </Box>
  );
}
