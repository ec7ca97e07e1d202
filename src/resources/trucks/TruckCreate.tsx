import { CrudCreate } from '../../components/crud';
import { TruckForm } from './TruckForm';

export default function TruckCreate() {
  return (
    <CrudCreate>
      <TruckForm />
    </CrudCreate>
  );
}
