import { useLayoutEffect, useRef, useState } from 'react';
import { Box, Button } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import type { NavItem } from '../../../model/routes';
import { countFittingItems } from './navOverflow';
import { NavItemLink, navItemSx } from './NavItemLink';
import { NavMoreMenu } from './NavMoreMenu';
import { useActiveNavRoute } from './navItemTarget';

/**
 * The nav items inline, as many as fit; the rest go into "More". Fit is measured, not
 * guessed: label widths differ a lot between languages (fr, mr, pt-BR are long), so hidden
 * copies of every item and of the More button are measured, and the count is worked out
 * again whenever the space or a label changes.
 */
export function NavItems({ items, roleId }: { items: NavItem[]; roleId: number | null | undefined }) {
  const translate = useTranslate();
  const activeRoute = useActiveNavRoute();
  const listRef = useRef<HTMLUListElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [fitting, setFitting] = useState(items.length);
  // Measure again when the items or their labels (the language) change.
  const labels = items.map((item) => translate(item.label)).join('|');

  useLayoutEffect(() => {
    const list = listRef.current;
    const measurer = measureRef.current;
    if (!list || !measurer) return;
    const measure = () => {
      const widths = Array.from(measurer.children, (child) => child.getBoundingClientRect().width);
      const moreWidth = widths.pop() ?? 0;
      setFitting(countFittingItems(widths, list.clientWidth, moreWidth));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return; // jsdom: no layout, everything "fits"
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    observer.observe(measurer);
    return () => observer.disconnect();
  }, [labels]);

  const inline = items.slice(0, fitting);
  const overflow = items.slice(fitting);
  return (
    <Box sx={{ flex: '1 1 0', minWidth: 0, display: 'flex', alignItems: 'center', position: 'relative' }}>
      <Box
        component="ul"
        ref={listRef}
        sx={{ flex: '1 1 0', minWidth: 0, display: 'flex', alignItems: 'center', m: 0, p: 0, listStyle: 'none', overflow: 'hidden' }}
      >
        {inline.map((item) => (
          <li key={item.route}>
            <NavItemLink item={item} roleId={roleId} active={item.route === activeRoute} />
          </li>
        ))}
        {overflow.length > 0 && (
          <li>
            <NavMoreMenu items={overflow} roleId={roleId} activeRoute={activeRoute} />
          </li>
        )}
      </Box>
      {/* Measuring copies: laid out but invisible, unreachable by keyboard and screen readers. */}
      <Box
        ref={measureRef}
        aria-hidden
        sx={{
          position: 'absolute',
          top: 0,
          left: 0,
          display: 'flex',
          width: 'max-content',
          visibility: 'hidden',
          pointerEvents: 'none',
          height: 0,
          overflow: 'hidden',
        }}
      >
        {items.map((item) => (
          <Button key={item.route} component="span" tabIndex={-1} sx={navItemSx(false)}>
            {translate(item.label)}
          </Button>
        ))}
        <Button component="span" tabIndex={-1} endIcon={<ExpandMoreIcon />} sx={navItemSx(false)}>
          {translate('nav.more')}
        </Button>
      </Box>
    </Box>
  );
}
