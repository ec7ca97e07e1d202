import { CrudCreate } from '../../components/crud';
import { AircraftTypeForm } from './AircraftTypeForm';

export default function AircraftTypeCreate() {
  return (
    <CrudCreate>
      <AircraftTypeForm />
    </CrudCreate>
  );
}
