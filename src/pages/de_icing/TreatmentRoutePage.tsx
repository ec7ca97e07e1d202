import { useParams } from 'react-router-dom';
import type { RouteDefinition } from '../../../model/routes';
import { ScreenFrame } from '../../components/ScreenFrame';
import { TreatmentCreate } from './treatments/TreatmentCreate';
import { TreatmentPage } from './treatments/TreatmentPage';

/** /de_icing/treatments/:treatment_id — `new` opens the form for a new treatment, an id the treatment's page. */
export default function TreatmentRoutePage({ route }: { route: RouteDefinition }) {
  const { treatment_id: id = 'new' } = useParams();
  return (
    <ScreenFrame title={id === 'new' ? 'de_icing.screens.new_treatment' : route.title}>
      {id === 'new' ? <TreatmentCreate /> : <TreatmentPage key={id} id={id} />}
    </ScreenFrame>
  );
}
