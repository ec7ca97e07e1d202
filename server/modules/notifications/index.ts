import { defineModule } from '../module';
import { notificationAlertsJob } from './alertsJob';
import { notificationDigestJob } from './digestJob';
import notificationRoutes from './routes';

/**
 * Notifications (issue 13 §2): every user's own list, created by the Scheduled actions
 * (activityNotifications.ts), by the daily alerts and, later, by the other tabs through notifyUsers;
 * rendered in the reader's language; optionally mailed once a day.
 */
export default defineModule({
  name: 'notifications',
  resources: [],
  routes: notificationRoutes,
  jobs: [notificationAlertsJob, notificationDigestJob],
});
