import { Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { routePath } from '../../../model/routes';

const tabs = [
  { route: 'settings.profile', label: 'app.settings.profile' },
  { route: 'settings.password', label: 'app.settings.password' },
];

/** /settings — parent screen of the personal settings: profile and password. */
export default function PersonalSettingsPage() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const current = tabs.find((tab) => pathname.startsWith(routePath(tab.route)))?.route ?? false;
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h5" component="h1">
        {translate('app.settings.title')}
      </Typography>
      <Tabs value={current} aria-label={translate('app.settings.title')}>
        {tabs.map((tab) => (
          <Tab key={tab.route} value={tab.route} label={translate(tab.label)} component={Link} to={routePath(tab.route)} />
        ))}
      </Tabs>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Outlet />
      </Paper>
    </Stack>
  );
}
