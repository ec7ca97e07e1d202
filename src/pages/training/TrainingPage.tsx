import type { RouteDefinition } from '../../../model/routes';
import { EmptyState, ScreenFrame } from '../../components/ScreenFrame';

/** Training sessions and the training matrix: the feature comes in a later issue; the real frame and an empty state until then. */
export default function TrainingPage({ route }: { route: RouteDefinition }) {
  return (
    <ScreenFrame title={route.title}>
      <EmptyState text="app.empty.training" />
    </ScreenFrame>
  );
}
