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
  const screen = screens[route.screen];
  const permission = route.permission ? route.name : undefined;
  if (route.layout === 'basic') {
    // A signed-out screen appears whole, its card and its content together: the card is centred,
    // so showing it empty while the screen's chunk loads, then filled, made it jump (a layout
    // shift on /login). The suspending screen holds back the whole card until its code is in.
    const Screen = screen.Suspending;
    return (
      <Guarded middleware={route.middleware} permission={permission}>
        <Suspense fallback={null}>
          <BasicLayout>
            <ScreenBoundary resetKey={pathname}>
              <Screen route={route} />
            </ScreenBoundary>
          </BasicLayout>
        </Suspense>
      </Guarded>
    );
  }
  const Screen = screen.Component;
  return (
    <Guarded middleware={route.middleware} permission={permission}>
      <ScreenBoundary resetKey={pathname}>
        <Screen route={route} />
      </ScreenBoundary>
    </Guarded>
  );
}
