import { CrudEdit } from '../../components/crud';
import { AircraftTypeForm } from './AircraftTypeForm';

export default function AircraftTypeEdit() {
  return (
    <CrudEdit>
      <AircraftTypeForm />
    </CrudEdit>
  );
}
