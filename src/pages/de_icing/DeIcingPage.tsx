import type { RouteDefinition } from '../../../model/routes';
import { EmptyState, ScreenFrame } from '../../components/ScreenFrame';
import { readCalendarDate } from '../../components/useCalendarDate';

/** De-icing treatments for the saved calendar date: the feature comes in a later issue; the real frame and an empty state until then. */
export default function DeIcingPage({ route }: { route: RouteDefinition }) {
  return (
    <ScreenFrame title={route.title} date={readCalendarDate()}>
      <EmptyState text="app.empty.de_icing" />
    </ScreenFrame>
  );
}
