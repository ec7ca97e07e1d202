import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** The job a movement went to or came back from, linked to its page, with the aircraft it touched. */
export function JobLink({
  row,
}: {
  row: {
    activity_id: number | null;
    on_call_request_id: number | null;
    work_order: string | null;
    request_no: string | null;
    registration: string | null;
  };
}) {
  const aircraft = row.registration ? ` · ${row.registration}` : '';
  if (row.activity_id)
    return (
      <Link component={RouterLink} to={`/scheduled_data/${row.activity_id}`}>
        {(row.work_order ?? `#${row.activity_id}`) + aircraft}
      </Link>
    );
  if (row.on_call_request_id)
    return (
      <Link component={RouterLink} to={`/on_call/${row.on_call_request_id}`}>
        {(row.request_no ?? `#${row.on_call_request_id}`) + aircraft}
      </Link>
    );
  return null;
}
