import { CrudEdit } from '../../components/crud';
import { PartCertForm } from './PartCertForm';

export default function PartCertEdit() {
  return (
    <CrudEdit>
      <PartCertForm />
    </CrudEdit>
  );
}
