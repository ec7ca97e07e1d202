import { TopToolbar } from 'react-admin';
import { CrudEdit } from '../../components/crud';
import { ResetLinkButton } from './ResetLinkButton';
import { UserForm } from './UserForm';

export default function UserEdit() {
  return (
    <CrudEdit
      actions={
        <TopToolbar>
          <ResetLinkButton />
        </TopToolbar>
      }
    >
      <UserForm />
    </CrudEdit>
  );
}
