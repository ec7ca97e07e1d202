/** The notifications module's pure code (docs/modules/notifications.md): types, API schemas, alert rules. */
export * from './notificationTypes';
export * from './notificationSchemas';
export * from './dueAlerts';
export * from './notificationRecords';
