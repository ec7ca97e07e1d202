import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import type { RouteDefinition } from '../../model/routes';
import { BasicLayout } from '../layout/BasicLayout';
import { Guarded } from './guards';
import { ScreenBoundary } from './ScreenBoundary';
import { screens } from './screens';
import { useDocumentTitle } from './useDocumentTitle';

/** One route of the table: its title, its guards, its lazy screen, and the layout it chose. */
/** `isParent`: a parent screen leaves the page title to its child (effects run child first). */
export function RouteScreen({ route, isParent = false }: { route: RouteDefinition; isParent?: boolean }) {
  useDocumentTitle(isParent ? null : route.title);
  const { pathname } = useLocation();
  const Screen = screens[route.screen].Component;
  const content = (
    <Guarded middleware={route.middleware} permission={route.permission ? route.name : undefined}>
      <ScreenBoundary resetKey={pathname}>
        <Suspense fallback={null}>
          <Screen route={route} />
        </Suspense>
      </ScreenBoundary>
    </Guarded>
  );
  return route.layout === 'basic' ? <BasicLayout>{content}</BasicLayout> : content;
}
