import type { ReactNode } from 'react';
import { Edit, useGetRecordRepresentation, useRecordContext, useResourceContext } from 'react-admin';
import { CrudHeading } from '../CrudHeading';
import { HistoryPanel } from '../history/HistoryPanel';

function EditHeading({ actions }: { actions?: ReactNode }) {
  const record = useRecordContext();
  const represent = useGetRecordRepresentation(useResourceContext());
  return <CrudHeading detail={record ? represent(record) : undefined} actions={actions} />;
}

/**
 * An edit screen: pessimistic saves (server errors and 409 conflicts reach the form before
 * anything is shown as saved) and the history panel beside the form.
 */
export function CrudEdit({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      title={false}
      aside={<HistoryPanel />}
      actions={<EditHeading actions={actions} />}
      sx={{ '& .RaEdit-main': { flexWrap: { xs: 'wrap', lg: 'nowrap' } } }}
    >
      {children}
    </Edit>
  );
}
