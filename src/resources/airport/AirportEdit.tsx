import { CrudEdit } from '../../components/crud';
import { AirportForm } from './AirportForm';

export default function AirportEdit() {
  return (
    <CrudEdit>
      <AirportForm />
    </CrudEdit>
  );
}
