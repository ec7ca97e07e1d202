import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RequestPriority } from '../../../model/modules/on_call/enums';

const colours = { aog: 'error', urgent: 'warning', routine: 'default' } as const;

/** AOG red, urgent amber, routine plain — said in words too, never by colour alone. */
export function PriorityChip({ priority }: { priority: RequestPriority }) {
  const translate = useTranslate();
  return <Chip size="small" color={colours[priority]} label={translate(`on_call.choices.priority.${priority}`, { _: priority })} />;
}
