import type { RouteApp } from '../../core/routeKit';
import { defineModule } from '../module';
import { planningHorizonJob } from './jobs';
import activityRoutes from './routes';
import workRoutes from './workRoutes';

/*
 * What the other modules use of Scheduled, and nothing else. Scheduled is the base module of the jobs:
 * it imports none of the tabs built on it (the shared pieces of a job are in server/core/workItem/,
 * and Notifications hears its actions through onActivityChange).
 */
// The activities as What's up, the Status view, Training, Parts and the demo seed read them.
export { readableActivities } from './activityAccess';
export { activityFilterConditions } from './activityFilters';
export { activityConflicts, conflictsOfActivities, findActivity, listActivities, timelineOf } from './queries';
export { windowSql } from './conflictSql';
export { stationPlace, technicianOfUser } from './workQueries';
// Who hears its actions (Notifications).
export { onActivityChange, type ActivitiesWatch, type ActivityChange } from './activityWatch';
// The assignment facts On-Call crews are judged by.
export { windowContexts } from './assignmentContextQueries';
// The release to service, signed for an On-Call request as for an activity.
export { licenceText } from './rts/certificateFacts';
export { renderCertificate } from './rts/certificatePdf';
export { certifiedBy, certifyingOrganisation, certifyingSigner, particularsOf } from './rts/certifyingOrganisation';
export { rtsTemplateFor } from './rts/rtsTemplate';
export { reauthenticate, storeRelease } from './rts/signRts';
export { keepReleasePdf, releasePdf } from './rts/storedCertificate';
export { rtsDraft } from './rts/rtsDraft';
// Flight movements re-time an activity through the same write as a person, and re-plan through
// auto-assign after releasing whom the new time double-books (docs/modules/movements.md).
export { writeTimes, type TimesWrite } from './activityWrites';
export { applyDay, proposeDay } from './autoAssign';
export { unassignTechnician } from './assignments';
// Planning: a flight schedule edited in Settings marks its planned activities for review; the demo seed plans its days.
export { changesPlanning, markPlannedForReview } from './scheduleReview';
export { planDay } from './planDay';

/**
 * The Scheduled tab (docs/modules/scheduled.md): activities planned from flight schedules, the work on them and the
 * job that keeps the planning horizon filled. Activities have workflows and rules of their own, so
 * they are served by this module's routes rather than the generic CRUD engine.
 */
export default defineModule({
  name: 'scheduled',
  resources: [],
  async routes(app: RouteApp) {
    await app.register(activityRoutes);
    await app.register(workRoutes);
  },
  jobs: [planningHorizonJob],
});
