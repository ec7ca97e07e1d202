import type { RouteDefinition } from '../../../model/routes';
import { EmptyState, ScreenFrame } from '../../components/ScreenFrame';
import { readCalendarDate } from '../../components/useCalendarDate';

/** On-call requests for the saved calendar date: the feature comes in a later issue; the real frame and an empty state until then. */
export default function OnCallPage({ route }: { route: RouteDefinition }) {
  return (
    <ScreenFrame title={route.title} date={readCalendarDate()}>
      <EmptyState text="app.empty.on_call" />
    </ScreenFrame>
  );
}
