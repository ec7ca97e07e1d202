import { CrudCreate } from '../../components/crud';
import { EquipmentForm } from './EquipmentForm';

export default function EquipmentCreate() {
  return (
    <CrudCreate>
      <EquipmentForm />
    </CrudCreate>
  );
}
