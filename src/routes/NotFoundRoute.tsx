import { Suspense } from 'react';
import { screens } from './screens';
import { useDocumentTitle } from './useDocumentTitle';

/** Any other path shows the not-found page, inside the default layout. */
export function NotFoundRoute() {
  useDocumentTitle('app.not_found.title');
  const Screen = screens.notFound.Component;
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  );
}
