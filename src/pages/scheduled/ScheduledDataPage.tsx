import { useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { RouteDefinition } from '../../../model/routes';
import { EmptyState, ScreenFrame } from '../../components/ScreenFrame';

/** /scheduled_data/:activity_id? — one activity's page (a later issue); frame and empty state now. */
export default function ScheduledDataPage({ route }: { route: RouteDefinition }) {
  const { activity_id: activityId } = useParams();
  const translate = useTranslate();
  return (
    <ScreenFrame title={route.title} actions={activityId ? <span>{translate('app.screens.activity_number', { id: activityId })}</span> : undefined}>
      <EmptyState text={activityId ? 'app.empty.activity' : 'app.empty.no_activity_selected'} />
    </ScreenFrame>
  );
}
