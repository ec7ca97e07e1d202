import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { FlightMovementRow } from './movementsApi';

/** The job a movement matched, by its work order, opening the activity's page. */
export function MovementJobLink({ row }: { row: Pick<FlightMovementRow, 'activity_id' | 'work_order'> }) {
  if (!row.activity_id) return null;
  return (
    <Link component={RouterLink} to={`/scheduled_data/${row.activity_id}`} onClick={(event) => event.stopPropagation()}>
      {row.work_order ?? `#${row.activity_id}`}
    </Link>
  );
}
