/** The notifications module's pure code (issue 13 §2): types, API schemas, alert and recipient rules. */
export * from './notificationTypes';
export * from './notificationSchemas';
export * from './dueAlerts';
export * from './recipients';
