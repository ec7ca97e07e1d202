import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ActivityConflict } from './activityTypes';

/** The overlaps a time change caused, named by technician and the other work order. */
export function TimeConflicts({ conflicts, names }: { conflicts: ActivityConflict[]; names: Map<number, string> }) {
  const translate = useTranslate();
  if (conflicts.length === 0) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 1 }}>
      {translate('scheduled.activity.times.conflicts')}
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {conflicts.map((conflict) => (
          <li key={`${conflict.technician_id}-${conflict.activity_id}`}>
            {translate('scheduled.activity.times.conflict_item', {
              name: names.get(conflict.technician_id) ?? `#${conflict.technician_id}`,
              work_order: conflict.work_order,
            })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
