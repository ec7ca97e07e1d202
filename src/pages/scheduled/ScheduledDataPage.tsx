import { useParams } from 'react-router-dom';
import type { RouteDefinition } from '../../../model/routes';
import { ScreenFrame } from '../../components/ScreenFrame';
import { ActivityPage } from './activity/ActivityPage';
import { ActivityCreate } from './activity/create/ActivityCreate';

/** /scheduled_data/:activity_id? — one activity's page; without an id, a new ad-hoc activity. */
export default function ScheduledDataPage({ route }: { route: RouteDefinition }) {
  const { activity_id: activityId } = useParams();
  return <ScreenFrame title={route.title}>{activityId ? <ActivityPage id={activityId} /> : <ActivityCreate />}</ScreenFrame>;
}
