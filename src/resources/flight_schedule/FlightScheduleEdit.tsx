import { CrudEdit } from '../../components/crud';
import { FlightScheduleForm } from './FlightScheduleForm';

export default function FlightScheduleEdit() {
  return (
    <CrudEdit>
      <FlightScheduleForm />
    </CrudEdit>
  );
}
