import { CrudEdit } from '../../components/crud';
import { RoadTripForm } from './RoadTripForm';

export default function RoadTripEdit() {
  return (
    <CrudEdit>
      <RoadTripForm />
    </CrudEdit>
  );
}
