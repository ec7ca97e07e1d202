import { CrudCreate } from '../../components/crud';
import { AirportForm } from './AirportForm';

export default function AirportCreate() {
  return (
    <CrudCreate>
      <AirportForm lookup />
    </CrudCreate>
  );
}
