import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { getConfig } from '../../config';
import { getToken } from '../../providers/authState';
import { AccountHeading } from './AccountHeading';

/** / — welcome: what the product is, and the way in (or back to work when signed in). */
export default function WelcomePage() {
  const translate = useTranslate();
  const config = getConfig();
  const signedIn = !!getToken();
  return (
    <>
      <AccountHeading title="app.welcome.title" subtitle="app.welcome.subtitle" />
      <Typography sx={{ textAlign: 'center', mb: 3 }} color="text.secondary">
        {config.companyName}
      </Typography>
      <Stack spacing={1.5}>
        {signedIn ? (
          <Button component={Link} to="/home" variant="contained" size="large">
            {translate('app.welcome.open_home')}
          </Button>
        ) : (
          <>
            <Button component={Link} to="/login" variant="contained" size="large">
              {translate('app.login.submit')}
            </Button>
            <Button component={Link} to="/register" variant="outlined" size="large">
              {translate('app.register.submit')}
            </Button>
          </>
        )}
      </Stack>
    </>
  );
}
