import { CrudCreate } from '../../components/crud';
import { ServiceForm } from './ServiceForm';

export default function ServiceCreate() {
  return (
    <CrudCreate>
      <ServiceForm />
    </CrudCreate>
  );
}
