import { CrudEdit } from '../../components/crud';
import { ServiceForm } from './ServiceForm';

export default function ServiceEdit() {
  return (
    <CrudEdit>
      <ServiceForm />
    </CrudEdit>
  );
}
