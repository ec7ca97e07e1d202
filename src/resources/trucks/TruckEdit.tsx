import { CrudEdit } from '../../components/crud';
import { TruckForm } from './TruckForm';

export default function TruckEdit() {
  return (
    <CrudEdit>
      <TruckForm />
    </CrudEdit>
  );
}
