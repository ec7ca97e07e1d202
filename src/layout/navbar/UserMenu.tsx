import { useState } from 'react';
import { Divider, IconButton, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import SettingsIcon from '@mui/icons-material/Settings';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CurrentUser } from '../../../model/account';
import { routePath } from '../../../model/routes';
import { AuthorizedAvatar } from '../../components/media/AuthorizedAvatar';

/** Profile photo dropdown: name, role name, settings (profile), logout. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const translate = useTranslate();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        aria-label={translate('nav.account_menu')}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ flexShrink: 0 }}
      >
        <AuthorizedAvatar src={user.photo_url} alt={user.name} sx={{ width: 34, height: 34 }}>
          {user.name.slice(0, 1).toUpperCase()}
        </AuthorizedAvatar>
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} disableScrollLock>
        {/* A menu holds menu items only: the heading is no list item, its lines no paragraphs (ARIA). */}
        <li role="none" style={{ padding: '6px 16px 10px' }}>
          <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {user.name}
          </Typography>
          <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
            {user.role_name}
          </Typography>
        </li>
        <Divider component="li" />
        <MenuItem component={Link} to={routePath('settings.profile')} onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          {translate('nav.settings_profile')}
        </MenuItem>
        {/* The authProvider clears the saved calendar date and local state, then react-admin goes to /login. */}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {translate('nav.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
