import { useParams } from 'react-router-dom';
import type { RouteDefinition } from '../../../model/routes';
import { isoDateFormat, parseDateValue } from '../../../model/dates';
import { EmptyState, ScreenFrame } from '../../components/ScreenFrame';
import { readCalendarDate } from '../../components/useCalendarDate';

/** /status_view/:sel_date? — the day's board; the date from the path, else the saved calendar date. */
export default function StatusViewPage({ route }: { route: RouteDefinition }) {
  const { sel_date: selDate } = useParams();
  const date = parseDateValue(selDate, isoDateFormat)?.format(isoDateFormat) ?? readCalendarDate();
  return (
    <ScreenFrame title={route.title} date={date}>
      <EmptyState text="app.empty.status_view" />
    </ScreenFrame>
  );
}
