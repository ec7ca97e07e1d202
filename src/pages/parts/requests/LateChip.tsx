import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A request past its needed-by or expected date and not received: flagged red, in words as well
 * (`late` is none while neither date is known).
 */
export function LateChip({ late }: { late: boolean | null }) {
  const translate = useTranslate();
  if (!late) return null;
  return <Chip size="small" color="error" label={translate('parts.requests.late')} />;
}
