import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { linkColumns, recordColumns } from './columns';

export const regions = pgTable('regions', {
  ...recordColumns,
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  currency: text('currency').notNull().default('EUR'),
  time_zone: text('time_zone').notNull().default('UTC'),
  active: boolean('active').notNull().default(true),
});

export const roles = pgTable('roles', {
  ...recordColumns,
  name: text('name').notNull().unique(),
  description: text('description'),
});

export const permissions = pgTable('permissions', {
  ...recordColumns,
  name: text('name').notNull().unique(),
  description: text('description'),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission_id: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
    ...linkColumns,
  },
  (t) => [primaryKey({ columns: [t.role_id, t.permission_id] })],
);

export const users = pgTable(
  'users',
  {
    ...recordColumns,
    name: text('name').notNull(),
    /** Stored lower-cased so look-ups and uniqueness ignore case. */
    email: text('email').notNull(),
    password_hash: text('password_hash'),
    role_id: integer('role_id').references(() => roles.id),
    active: boolean('active').notNull().default(true),
    email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
    photo_path: text('photo_path'),
    /** The active region; scopes every region-owned record. */
    instance_id: integer('instance_id').references(() => regions.id, { onDelete: 'set null' }),
    locale: text('locale'),
    /** Unread notifications also arrive by e-mail, once a day (server/modules/notifications digest job). */
    notification_digest: boolean('notification_digest').notNull().default(false),
    /**
     * Notification types this user does not receive (model/modules/notifications mutableNotificationTypes):
     * server/core/notify/notifyUsers.ts stores nothing of these for them. docs/modules/notifications.md.
     */
    muted_notification_types: text('muted_notification_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

export const userRegions = pgTable(
  'user_regions',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
    ...linkColumns,
  },
  (t) => [primaryKey({ columns: [t.user_id, t.region_id] }), index('user_regions_region_idx').on(t.region_id)],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    ...recordColumns,
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    token_hash: text('token_hash').notNull(),
    remember: boolean('remember').notNull().default(false),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    user_agent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [uniqueIndex('access_tokens_hash_unique').on(t.token_hash), index('access_tokens_user_idx').on(t.user_id)],
);

/**
 * A system's credential (docs/security.md, "API keys"): a name, the regions it may write and one
 * narrow permission. Only the SHA-256 of the key is kept; the key itself is shown once. Its requests
 * are audited under its name (audit_log.api_key_id), never as a person.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    ...recordColumns,
    name: text('name').notNull(),
    key_hash: text('key_hash').notNull(),
    /** The key's first characters, so an administrator can tell keys apart without the key. */
    key_prefix: text('key_prefix').notNull(),
    permission: text('permission').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    revoked_by: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('api_keys_hash_unique').on(t.key_hash)],
);

export const apiKeyRegions = pgTable(
  'api_key_regions',
  {
    api_key_id: integer('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
    ...linkColumns,
  },
  (t) => [primaryKey({ columns: [t.api_key_id, t.region_id] })],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    ...recordColumns,
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_resets_hash_unique').on(t.token_hash)],
);

/** Failed sign-ins, kept in the database so the limit holds across API processes. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    ...recordColumns,
    email: text('email').notNull(),
    ip: text('ip').notNull(),
  },
  (t) => [index('login_attempts_lookup_idx').on(t.email, t.ip, t.created_at)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    ...recordColumns,
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A system's change: the API key it came with (user_id is then empty). */
    api_key_id: integer('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    record_id: text('record_id'),
    changes: text('changes').$type<string>(),
    ip: text('ip'),
  },
  (t) => [index('audit_log_record_idx').on(t.resource, t.record_id), index('audit_log_created_idx').on(t.created_at)],
);

/**
 * A message for one user. Stored as a key and its params, never as text: the API renders title and
 * text in the recipient's language when it is read (i18n/server `notifications.<key>`), so the same
 * row reads in French for one user today and in Portuguese after they change their language.
 */
export const notifications = pgTable(
  'notifications',
  {
    ...recordColumns,
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What happened: model/modules/notifications notificationTypes (assignment, retiming, calibration_due …). */
    type: text('type').notNull(),
    /** The message template: i18n/server `notifications.<key>.title` and `.text`. */
    key: text('key').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    /** Where a click leads, an app path (/scheduled_data/42). */
    link: text('link'),
    /**
     * The region the notice is about (its station's): What's up shows only the active region's. Empty
     * for notices of no one region, which show in every region.
     */
    region_id: integer('region_id').references(() => regions.id, { onDelete: 'set null' }),
    /**
     * The alert this row is (calibration_due:tool:17:2026-12-01): one row per user and key, so a daily
     * job that finds the same due item again adds nothing. Empty for one-off events.
     */
    dedupe_key: text('dedupe_key'),
    read_at: timestamp('read_at', { withTimezone: true }),
    /** When the e-mail digest carried it (digest users only). */
    mailed_at: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_unread_idx')
      .on(t.user_id)
      .where(sql`read_at is null`),
    index('notifications_user_created_idx').on(t.user_id, t.created_at),
    uniqueIndex('notifications_dedupe_unique').on(t.user_id, t.dedupe_key),
  ],
);

/** One row (id 1): the company-wide settings page. */
export const appSettings = pgTable('app_settings', {
  ...recordColumns,
  company_name: text('company_name').notNull().default('Tarmac'),
  /** The Part-145 approval reference the certificate of release to service carries (145.A.50(a)), e.g. NL.145.1234. */
  approval_reference: text('approval_reference'),
  logo_path: text('logo_path'),
  default_locale: text('default_locale').notNull().default('en'),
  week_starts_monday: boolean('week_starts_monday').notNull().default(false),
  date_format: text('date_format').notNull().default('DD MMM YYYY'),
  planning_horizon_days: integer('planning_horizon_days').notNull().default(14),
  training_alert_days: integer('training_alert_days').notNull().default(30),
  calibration_alert_days: integer('calibration_alert_days').notNull().default(30),
  /** Lead times of the Parts and Resources alerts and due lists. */
  shelf_life_alert_days: integer('shelf_life_alert_days').notNull().default(60),
  service_alert_days: integer('service_alert_days').notNull().default(30),
  insurance_alert_days: integer('insurance_alert_days').notNull().default(30),
  /** The rest rules of the roster (model/modules/manpower/restRules.ts), each with its citation there. */
  min_daily_rest_hours: integer('min_daily_rest_hours').notNull().default(11),
  min_weekly_rest_hours: integer('min_weekly_rest_hours').notNull().default(35),
  max_average_weekly_hours: integer('max_average_weekly_hours').notNull().default(48),
  average_reference_weeks: integer('average_reference_weeks').notNull().default(17),
  us_weekly_off_hours: integer('us_weekly_off_hours').notNull().default(24),
  max_consecutive_days: integer('max_consecutive_days').notNull().default(6),
  /** Secret that signs e-mail verification links; generated on first start. */
  signing_secret: text('signing_secret'),
});
