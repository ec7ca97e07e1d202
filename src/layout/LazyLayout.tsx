import { Suspense, type ReactNode } from 'react';
import { lazyScreen } from '../routes/lazyScreen';

/**
 * The default layout (nav bar, live events) as its own chunk: the signed-out screens use the
 * basic layout and need none of it. Started early on a signed-in load (main.tsx), beside the
 * screen's own chunk.
 */
export const layoutModule = lazyScreen(() => import('./Layout').then((module) => ({ default: module.Layout })));

export function LazyLayout({ children }: { children?: ReactNode }) {
  const Layout = layoutModule.Component;
  return (
    <Suspense fallback={null}>
      <Layout>{children}</Layout>
    </Suspense>
  );
}
