import { CrudCreate } from '../../components/crud';
import { RoadTripForm } from './RoadTripForm';

export default function RoadTripCreate() {
  return (
    <CrudCreate>
      <RoadTripForm />
    </CrudCreate>
  );
}
