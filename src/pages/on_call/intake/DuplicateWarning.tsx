import { Alert, Link as MuiLink } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Duplicate } from '../onCallApi';

/** Open requests for the same aircraft: probably the same AOG called twice — link to them before saving another. */
export function DuplicateWarning({ duplicates }: { duplicates: Duplicate[] }) {
  const translate = useTranslate();
  if (!duplicates.length) return null;
  return (
    <Alert severity="warning" role="status" sx={{ gridColumn: '1 / -1' }}>
      {translate('on_call.intake.duplicates', { smart_count: duplicates.length })}{' '}
      {duplicates.map((duplicate, index) => (
        <span key={duplicate.id}>
          {index > 0 && ', '}
          <MuiLink component={Link} to={`/on_call/${duplicate.id}`}>
            {duplicate.request_no}
          </MuiLink>{' '}
          ({translate(`on_call.choices.status.${duplicate.status}`, { _: duplicate.status })})
        </span>
      ))}
    </Alert>
  );
}
