import type { RouteDefinition } from '../../../model/routes';
import { EmptyState, ScreenFrame } from '../../components/ScreenFrame';

/** Stock and part movements of the active region: the feature comes in a later issue; the real frame and an empty state until then. */
export default function PartsPage({ route }: { route: RouteDefinition }) {
  return (
    <ScreenFrame title={route.title}>
      <EmptyState text="app.empty.parts" />
    </ScreenFrame>
  );
}
