import type { RouteDefinition } from '../../../model/routes';
import { EmptyState, ScreenFrame } from '../../components/ScreenFrame';
import { readCalendarDate } from '../../components/useCalendarDate';

/** Allocation of equipment, trucks and calibrated tools: the feature comes in a later issue; the real frame and an empty state until then. */
export default function ResourceAllocationPage({ route }: { route: RouteDefinition }) {
  return (
    <ScreenFrame title={route.title} date={readCalendarDate()}>
      <EmptyState text="app.empty.resources" />
    </ScreenFrame>
  );
}
