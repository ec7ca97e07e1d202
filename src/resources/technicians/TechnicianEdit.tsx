import { CrudEdit } from '../../components/crud';
import { TechnicianForm } from './TechnicianForm';

export default function TechnicianEdit() {
  return (
    <CrudEdit>
      <TechnicianForm />
    </CrudEdit>
  );
}
