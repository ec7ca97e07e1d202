import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { statusVerdict, type BookableKind } from '../../../model/modules/resource_allocation';

/**
 * Said before saving when the resource chosen is not serviceable (a tool not in service): the server
 * refuses it with no override (EASA Part-145 145.A.40, docs/modules/resource_allocation.md). The On-Call dispatch and the De-Icing
 * treatment offer their station's trucks with their status; nothing shows for a usable one.
 */
export function UnusableResourceAlert({ kind, status }: { kind: BookableKind; status: string | null | undefined }) {
  const translate = useTranslate();
  if (!status) return null;
  const verdict = statusVerdict(kind, status);
  if (verdict.ok) return null;
  return (
    <Alert severity="error">
      {translate(verdict.reason!, { _: verdict.reason, ...verdict.params })} {translate('resource_allocation.never_overridable')}
    </Alert>
  );
}
