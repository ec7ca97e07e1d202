import { Dialog, DialogContent, LinearProgress, Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AssignTechnicianDialog } from './activity/AssignTechnicianDialog';
import { useEligibleTechnicians } from './activity/useEligibleTechnicians';
import type { TimelineActivity } from './timelineTypes';

/**
 * Quick assign from the timeline: the activity page's assignment dialog (ranked candidates with
 * every rule's verdict, a refusal naming every failed rule, the override with a reason), fed
 * with the candidates of this activity once they have been read.
 */
export function QuickAssignDialog({
  activity,
  onAssigned,
  onClose,
}: {
  activity: TimelineActivity;
  onAssigned: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const { candidates, failed } = useEligibleTechnicians(activity.id, activity.version, true);
  if (candidates)
    return <AssignTechnicianDialog activityId={activity.id} candidates={candidates} onAssigned={onAssigned} onClose={onClose} />;
  return (
    <Dialog open onClose={onClose} aria-label={translate('scheduled.activity.technicians.assign_title')}>
      <DialogContent>
        {failed ? (
          <Alert severity="error">{translate('scheduled.panel.candidates_failed')}</Alert>
        ) : (
          <LinearProgress aria-label={translate('ra.page.loading')} sx={{ width: 240 }} />
        )}
      </DialogContent>
    </Dialog>
  );
}
