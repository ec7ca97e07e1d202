import { CrudCreate } from '../../components/crud';
import { TechnicianForm } from './TechnicianForm';

export default function TechnicianCreate() {
  return (
    <CrudCreate>
      <TechnicianForm />
    </CrudCreate>
  );
}
