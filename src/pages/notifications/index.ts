/**
 * What other screens may use from the Notifications pages: the digest switch
 * and the muted types of the profile page. Pages themselves load through src/routes/screens.ts.
 */
export { NotificationDigestSetting } from './NotificationDigestSetting';
export { NotificationMuteSetting } from './NotificationMuteSetting';
