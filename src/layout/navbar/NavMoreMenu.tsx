import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { NavItem } from '../../../model/routes';
import { navItemClickHandler, navItemPath } from './navItemTarget';
import { navItemSx } from './NavItemLink';

/** "More": the nav items that do not fit inline. Marked active when the current screen is one of them. */
export function NavMoreMenu({ items, roleId, activeRoute }: { items: NavItem[]; roleId: number | null | undefined; activeRoute?: string }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const holdsActive = items.some((item) => item.route === activeRoute);
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={navItemSx(holdsActive)}
      >
        {translate('nav.more')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close} disableScrollLock>
        {items.map((item) => {
          const to = navItemPath(item, roleId);
          const active = item.route === activeRoute;
          return (
            <MenuItem
              key={item.route}
              component={Link}
              to={to}
              onClick={navItemClickHandler(item, to, close)}
              selected={active}
              aria-current={active ? 'page' : undefined}
            >
              {translate(item.label)}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
