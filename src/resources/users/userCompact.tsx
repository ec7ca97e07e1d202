import { ReferenceField } from 'react-admin';
import type { CompactRepresentation } from '../../components/crud/list/CompactList';

export const userCompact: CompactRepresentation = {
  primary: (record) => record.name,
  secondary: (record) => record.email,
  status: <ReferenceField source="role_id" reference="roles" link={false} />,
};
