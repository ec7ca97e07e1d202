import { CrudCreate } from '../../components/crud';
import { PartCertForm } from './PartCertForm';

export default function PartCertCreate() {
  return (
    <CrudCreate>
      <PartCertForm />
    </CrudCreate>
  );
}
