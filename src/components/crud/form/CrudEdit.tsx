import type { ReactNode } from 'react';
import { Edit, useEditContext, useGetRecordRepresentation, useRecordContext, useResourceContext } from 'react-admin';
import { CrudHeading } from '../CrudHeading';
import { HistoryPanel } from '../history/HistoryPanel';
import { RecordNotFound } from './RecordNotFound';

function EditHeading({ actions }: { actions?: ReactNode }) {
  const record = useRecordContext();
  const represent = useGetRecordRepresentation(useResourceContext());
  return <CrudHeading detail={record ? represent(record) : undefined} actions={actions} />;
}

/** A record that could not be read has no history to show. */
function HistoryAside() {
  return useEditContext().error ? null : <HistoryPanel />;
}

// react-admin's default on a failed read is a notification and a redirect to the list; the
// screen says why instead (RecordNotFound).
const stayOnFailedRead = { onError: () => undefined };

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
      queryOptions={stayOnFailedRead}
      error={<RecordNotFound />}
      aside={<HistoryAside />}
      actions={<EditHeading actions={actions} />}
      sx={{ '& .RaEdit-main': { flexWrap: { xs: 'wrap', lg: 'nowrap' } } }}
    >
      {children}
    </Edit>
  );
}
