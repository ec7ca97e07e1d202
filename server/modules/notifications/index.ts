import { defineModule } from '../module';
import { onActivityChange } from '../scheduled';
import { watchActivities } from './activityNotifications';
import { notificationAlertsJob } from './alertsJob';
import { notificationDigestJob } from './digestJob';
import notificationRoutes from './routes';

// The Scheduled actions' notices: Notifications watches Scheduled, never the reverse (server/modules/scheduled/activityWatch.ts).
onActivityChange(watchActivities);

/**
 * What others use of Notifications: a notice's text (What's up), an activity notice's params and the
 * daily alerts job (the demo seed raises the day's alerts with it, grouped per station as it does).
 */
export { renderNotification } from './renderNotification';
export { activityNoticeParams } from './activityNotifications';
export { notificationAlertsJob } from './alertsJob';

/**
 * Notifications (docs/modules/notifications.md): every user's own list, created by the Scheduled actions
 * (activityNotifications.ts), by the daily alerts and by the other tabs through
 * server/core/notify/notifyUsers.ts;
 * rendered in the reader's language; optionally mailed once a day.
 */
export default defineModule({
  name: 'notifications',
  resources: [],
  routes: notificationRoutes,
  jobs: [notificationAlertsJob, notificationDigestJob],
});
