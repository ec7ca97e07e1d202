import { CrudEdit } from '../../components/crud';
import { StationForm } from './StationForm';

export default function StationEdit() {
  return (
    <CrudEdit>
      <StationForm />
    </CrudEdit>
  );
}
