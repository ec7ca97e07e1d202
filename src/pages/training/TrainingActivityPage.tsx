import { useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { RouteDefinition } from '../../../model/routes';
import { EmptyState, ScreenFrame } from '../../components/ScreenFrame';

/** /training_activity/:training_id? — one training session's page (a later issue). */
export default function TrainingActivityPage({ route }: { route: RouteDefinition }) {
  const { training_id: trainingId } = useParams();
  const translate = useTranslate();
  return (
    <ScreenFrame title={route.title} actions={trainingId ? <span>{translate('app.screens.session_number', { id: trainingId })}</span> : undefined}>
      <EmptyState text={trainingId ? 'app.empty.training_session' : 'app.empty.no_session_selected'} />
    </ScreenFrame>
  );
}
