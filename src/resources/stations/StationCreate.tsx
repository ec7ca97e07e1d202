import { CrudCreate } from '../../components/crud';
import { StationForm } from './StationForm';

export default function StationCreate() {
  return (
    <CrudCreate>
      <StationForm />
    </CrudCreate>
  );
}
