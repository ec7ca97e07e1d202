import { Alert, AlertTitle, Box, Button, CardContent } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router-dom';
import { useCreatePath, useEditContext, useResourceContext, useTranslate, type HttpError } from 'react-admin';
import { useActiveRegionName } from '../../ScreenFrame';
import { SwitchRegionButton } from '../region/SwitchRegionButton';
import { useMemberRegionName } from '../region/useRegionSwitch';

/**
 * What an edit screen shows when its record cannot be read, instead of bouncing to the list:
 * a record of another of the user's regions (the API's 404 names it, docs/security.md) offers to
 * switch there; anything else says "Not found" (or that loading failed) with a way back —
 * to the resource's list, or to `backTo` for a page whose records are listed elsewhere.
 */
export function RecordNotFound({ backTo }: { backTo?: string }) {
  const translate = useTranslate();
  const resource = useResourceContext()!;
  const createPath = useCreatePath();
  const listPath = backTo ?? createPath({ resource, type: 'list' });
  const error = useEditContext().error as HttpError | null;
  const regionId = error?.body?.region_id;
  const region = useMemberRegionName(regionId);
  const active = useActiveRegionName();
  const backToList = (
    <Button component={Link} to={listPath} color="inherit" size="small" startIcon={<ArrowBackIcon />} sx={{ flexShrink: 0 }}>
      {translate('crud.form.back_to_list')}
    </Button>
  );

  if (typeof regionId === 'number' && region) {
    return (
      <CardContent>
        <Alert severity="info" action={<SwitchRegionButton regionId={regionId} />} sx={{ flexWrap: 'wrap' }}>
          <AlertTitle>{translate('crud.region.not_in_active_title')}</AlertTitle>
          {translate('crud.region.not_in_active', { active: active ?? '—', region })}
        </Alert>
        <Box sx={{ mt: 1 }}>{backToList}</Box>
      </CardContent>
    );
  }
  const missing = error?.status === 404;
  return (
    <CardContent>
      <Alert severity={missing ? 'warning' : 'error'} action={backToList} sx={{ flexWrap: 'wrap' }}>
        <AlertTitle>{translate(missing ? 'crud.form.not_found_title' : 'crud.form.load_failed_title')}</AlertTitle>
        {translate(missing ? 'crud.form.not_found' : 'crud.form.load_failed')}
      </Alert>
    </CardContent>
  );
}
