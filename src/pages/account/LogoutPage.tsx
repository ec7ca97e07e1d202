import { useEffect, useRef } from 'react';
import { Typography } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';

/** /logout — signs out (local state cleared even if the call fails) and goes to /login. */
export default function LogoutPage() {
  const logout = useLogout();
  const translate = useTranslate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice in development
    started.current = true;
    void logout();
  }, [logout]);
  return <Typography sx={{ textAlign: 'center' }}>{translate('app.logout.in_progress')}</Typography>;
}
