import { useState, type ReactNode } from 'react';
import { Box, Divider, Drawer, IconButton, List, ListItem, ListItemButton, ListItemText, Stack } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { NavItem } from '../../../model/routes';
import { navItemClickHandler, navItemPath, useActiveNavRoute } from './navItemTarget';

/**
 * Narrow screens: the nav items in a drawer behind a menu button. `extras` are the bar's
 * controls that no longer fit next to the logo on a phone (region, language).
 */
export function NavDrawer({ items, roleId, extras }: { items: NavItem[]; roleId: number | null | undefined; extras?: ReactNode }) {
  const translate = useTranslate();
  const activeRoute = useActiveNavRoute();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <IconButton
        edge="start"
        color="inherit"
        aria-label={translate('nav.open_menu')}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        sx={{ flexShrink: 0 }}
      >
        <MenuIcon />
      </IconButton>
      {/* Open, the drawer is a modal dialog: it is named like the navigation it holds. */}
      <Drawer
        open={open}
        onClose={close}
        disableScrollLock
        slotProps={{ paper: { 'aria-label': translate('nav.main'), sx: { width: 280, maxWidth: '85vw' } } }}
      >
        <Box component="nav" aria-label={translate('nav.main')}>
          <List>
            {items.map((item) => {
              const to = navItemPath(item, roleId);
              const active = item.route === activeRoute;
              return (
                <ListItem key={item.route} disablePadding>
                  <ListItemButton
                    component={Link}
                    to={to}
                    onClick={navItemClickHandler(item, to, close)}
                    selected={active}
                    aria-current={active ? 'page' : undefined}
                  >
                    <ListItemText primary={translate(item.label)} />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        </Box>
        {extras && (
          <>
            <Divider />
            <Stack spacing={2} sx={{ p: 2, alignItems: 'flex-start' }}>
              {extras}
            </Stack>
          </>
        )}
      </Drawer>
    </>
  );
}
