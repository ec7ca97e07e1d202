import { CrudEdit } from '../../components/crud';
import { CalibratedToolForm } from './CalibratedToolForm';

export default function CalibratedToolEdit() {
  return (
    <CrudEdit>
      <CalibratedToolForm />
    </CrudEdit>
  );
}
