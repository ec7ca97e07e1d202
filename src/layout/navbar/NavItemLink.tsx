import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { NavItem } from '../../../model/routes';
import { navItemClickHandler, navItemPath } from './navItemTarget';

/** An inline nav bar item; `aria-current` marks the tab of the screen on show. */
export function NavItemLink({ item, roleId, active }: { item: NavItem; roleId: number | null | undefined; active: boolean }) {
  const translate = useTranslate();
  const to = navItemPath(item, roleId);
  return (
    <Button
      component={Link}
      to={to}
      onClick={navItemClickHandler(item, to)}
      aria-current={active ? 'page' : undefined}
      color="inherit"
      sx={navItemSx(active)}
    >
      {translate(item.label)}
    </Button>
  );
}

/**
 * Shared by the inline items, the "More" button and their hidden measuring copies. Sentence
 * case, and a bottom rule rather than bold text for the active item, so a label keeps its
 * width whether active or not and the overflow measurement stays true.
 */
export const navItemSx = (active: boolean) => ({
  whiteSpace: 'nowrap',
  flexShrink: 0,
  minWidth: 0,
  px: 1,
  height: 40,
  textTransform: 'none',
  fontSize: '0.875rem',
  fontWeight: 500,
  color: active ? 'primary.main' : 'text.primary',
  borderRadius: active ? '4px 4px 0 0' : 1,
  boxShadow: active ? 'inset 0 -3px 0 currentColor' : 'none',
});
