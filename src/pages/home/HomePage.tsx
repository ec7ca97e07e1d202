import { useTranslate } from 'react-admin';
import type { RouteDefinition } from '../../../model/routes';
import { EmptyState, ScreenFrame } from '../../components/ScreenFrame';
import { DateInput } from '../../components/date/DateInput';
import { useCalendarDate } from '../../components/useCalendarDate';

/**
 * What's up: for the saved calendar date and the active region. The day's figures come with
 * the operational issues; the frame, the date and an empty state now.
 */
export default function HomePage({ route }: { route: RouteDefinition }) {
  const translate = useTranslate();
  const [date, setDate] = useCalendarDate();
  return (
    <ScreenFrame
      title={route.title}
      dateSlot={<DateInput label={translate('app.home.calendar_date')} name="calendar_date" value={date} onChange={setDate} />}
    >
      <EmptyState text="app.empty.home" />
    </ScreenFrame>
  );
}
