import { CrudCreate } from '../../components/crud';
import { CalibratedToolForm } from './CalibratedToolForm';

export default function CalibratedToolCreate() {
  return (
    <CrudCreate>
      <CalibratedToolForm />
    </CrudCreate>
  );
}
