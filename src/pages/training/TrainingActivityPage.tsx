import { useParams } from 'react-router-dom';
import type { RouteDefinition } from '../../../model/routes';
import { ScreenFrame } from '../../components/ScreenFrame';
import { SessionCreate } from './SessionCreate';
import { SessionPage } from './SessionPage';

/** /training_activity/:training_id? — with an id the session's page, without one the create form. */
export default function TrainingActivityPage({ route }: { route: RouteDefinition }) {
  const { training_id: trainingId } = useParams();
  return <ScreenFrame title={route.title}>{trainingId ? <SessionPage id={trainingId} /> : <SessionCreate />}</ScreenFrame>;
}
