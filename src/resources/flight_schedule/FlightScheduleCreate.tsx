import { CrudCreate } from '../../components/crud';
import { FlightScheduleForm } from './FlightScheduleForm';

export default function FlightScheduleCreate() {
  return (
    <CrudCreate>
      <FlightScheduleForm />
    </CrudCreate>
  );
}
