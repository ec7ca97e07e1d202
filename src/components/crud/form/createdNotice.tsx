import { Alert } from '@mui/material';
import { useGetRecordRepresentation, useNotify, useRedirect, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { resourceAccess, type ResourceAccess } from '../../../../model/resourceAccess';
import { useCurrentUser } from '../../../providers/useCurrentUser';
import { SwitchRegionButton } from '../region/SwitchRegionButton';

/** Long enough to read the sentence and reach the switch button. */
const elsewhereNoticeMs = 12_000;

/**
 * The one notification after a create (it replaces react-admin's generic "Element created"):
 * it names the record, and when the record went to another of the user's regions it says so,
 * since the list it lands on shows the active region only, and offers to switch there.
 */
export function useCreatedNotice(): (record: RaRecord) => void {
  const resource = useResourceContext()!;
  const represent = useGetRecordRepresentation(resource);
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const user = useCurrentUser();
  const scoped = (resourceAccess as Record<string, ResourceAccess>)[resource]?.scope !== 'global';
  return (record) => {
    const what = represent(record);
    const regionId = record.region_id;
    const region = user?.regions.find((r) => r.region_id === regionId)?.region_name;
    if (scoped && typeof regionId === 'number' && regionId !== user?.instance_id && region) {
      const active = user?.regions.find((r) => r.region_id === user.instance_id)?.region_name ?? '—';
      notify(
        <Alert
          severity="info"
          variant="filled"
          action={<SwitchRegionButton regionId={regionId} />}
          sx={{ maxWidth: 560, flexWrap: 'wrap' }}
        >
          {translate('crud.form.created_elsewhere', { what, region, active })}
        </Alert>,
        { autoHideDuration: elsewhereNoticeMs },
      );
    } else {
      notify('crud.form.created', { type: 'info', messageArgs: { what } });
    }
    redirect('list', resource, record.id, record);
  };
}
