import { CrudEdit } from '../../components/crud';
import { EquipmentForm } from './EquipmentForm';

export default function EquipmentEdit() {
  return (
    <CrudEdit>
      <EquipmentForm />
    </CrudEdit>
  );
}
