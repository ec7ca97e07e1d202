import type { PermissionName } from './permissions';
import type { ResourceName } from './resourceAccess';

/**
 * The route table: every path, its route name, the layout it uses and the
 * middleware (guards) it declares. Pure data so the browser builds its router from it, the
 * nav bar links by name, and tests or the server can read it too.
 *
 * Middleware run in this order on every navigation: locale → check-auth (global), then the
 * ones listed here, in order.
 */
export type Middleware = 'auth' | 'guest' | 'admin' | `role:${string}`;
export type LayoutName = 'basic' | 'default' | 'error';

/** The browser's lazy screen modules (src/routes/screens.ts is a Record over them, so a typo fails typecheck). */
export const screenNames = [
  'welcome',
  'login',
  'logout',
  'register',
  'passwordEmail',
  'passwordReset',
  'verifyEmail',
  'resendVerification',
  'unauthorized',
  'notFound',
  'home',
  'scheduled',
  'scheduledData',
  'movements',
  'training',
  'trainingActivity',
  'onCall',
  'onCallIntake',
  'onCallRequest',
  'parts',
  'partsStockCard',
  'partsCountSheet',
  'manpower',
  'deIcing',
  'deIcingTreatment',
  'deIcingHotTableSet',
  'reporting',
  'reportingReport',
  'resourceAllocation',
  'notifications',
  'settingsArea',
  'statusView',
  'personalSettings',
  'profile',
  'password',
] as const;
export type ScreenName = (typeof screenNames)[number];

export interface RouteDefinition {
  /** The route name, used by the nav bar ("setting.flight_schedule"). */
  name: string;
  /** react-router pattern; `?` marks an optional segment. */
  path: string;
  /** Which lazy screen module renders it (src/routes/screens.ts). */
  screen: ScreenName;
  layout: LayoutName;
  /** The settings area (reference data): its screens belong to the Settings nav item. */
  area?: 'settings';
  /** The settings resource (react-admin <Resource>, src/resources) that serves this path and its record pages. */
  resource?: ResourceName;
  middleware: readonly Middleware[];
  /** Permission a user needs to open the screen (the nav item uses the same name). */
  permission?: PermissionName;
  /** i18n key of the screen title (page title and heading). */
  title: string;
}

const account = (name: string, path: string, screen: ScreenName, title: string, middleware: Middleware[] = ['guest']): RouteDefinition => ({
  name,
  path,
  screen,
  layout: 'basic',
  middleware,
  title,
});

const main = (name: string, path: string, screen: ScreenName, title: string, permission?: PermissionName): RouteDefinition => ({
  name,
  path,
  screen,
  layout: 'default',
  middleware: ['auth'],
  permission,
  title,
});

/** A settings-area screen (named `setting.<name>`) that is not a resource's list. */
const settingScreen = (name: string, extra: Partial<RouteDefinition> = {}): RouteDefinition => ({
  name: `setting.${name}`,
  path: `/${name}`,
  screen: 'settingsArea',
  layout: 'default',
  middleware: ['auth'],
  permission: 'settings_tab',
  area: 'settings',
  title: `resources.${name}.name`,
  ...extra,
});

/** A settings resource's list at /<resource>, with its record pages below it. */
const setting = (resource: ResourceName, extra: Partial<RouteDefinition> = {}): RouteDefinition =>
  settingScreen(resource, { resource, ...extra });

export const routes: readonly RouteDefinition[] = [
  account('welcome', '/', 'welcome', 'app.welcome.title', []),
  account('login', '/login', 'login', 'app.login.title'),
  account('logout', '/logout', 'logout', 'app.logout.title', []),
  account('register', '/register', 'register', 'app.register.title'),
  account('password.request', '/password/reset', 'passwordEmail', 'app.password_email.title'),
  account('password.reset', '/password/reset/:token', 'passwordReset', 'app.password_reset.title'),
  account('verification.verify', '/email/verify/:id', 'verifyEmail', 'app.verify_email.title', []),
  account('verification.resend', '/email/resend', 'resendVerification', 'app.resend_verification.title', []),
  { name: 'unauthorized', path: '/unauthorized', screen: 'unauthorized', layout: 'error', middleware: [], title: 'app.unauthorized.title' },

  main('home', '/home', 'home', 'nav.whats_up', 'whatsupp_tab'),
  main('scheduled', '/scheduled', 'scheduled', 'nav.scheduled', 'scheduled_tab'),
  main('scheduled_data', '/scheduled_data/:activity_id?', 'scheduledData', 'app.screens.scheduled_data', 'scheduled_tab'),
  // Flight movements received (docs/modules/movements.md): the Scheduled tab's, since they re-time its jobs.
  main('movements', '/scheduled/movements', 'movements', 'movements.title', 'scheduled_tab'),
  main('training_tab', '/training', 'training', 'nav.training', 'training'),
  main('training_activity', '/training_activity/:training_id?', 'trainingActivity', 'app.screens.training_activity', 'training'),
  main('on_call', '/on_call', 'onCall', 'nav.on_call', 'on_call_tab'),
  // Taking a call is the desk's (on_call_write); the request page is every reader's (a technician records steps there).
  main('on_call_new', '/on_call/new', 'onCallIntake', 'on_call.intake.title', 'on_call_write'),
  main('on_call_request', '/on_call/:id', 'onCallRequest', 'on_call.request.title', 'on_call_tab'),
  main('parts', '/parts', 'parts', 'nav.parts', 'parts_tab'),
  // A part's stock card (levels, lots, movements, a serial's trace) and a station's count sheet.
  main('parts_stock_card', '/parts/stock/:material_id', 'partsStockCard', 'parts.screens.stock_card', 'parts_tab'),
  main('parts_count_sheet', '/parts/counts/:count_id', 'partsCountSheet', 'parts.screens.count_sheet', 'parts_tab'),
  main('manpower', '/manpower', 'manpower', 'nav.manpower', 'manpower_tab'),
  main('de_icing', '/de_icing', 'deIcing', 'nav.de_icing', 'de_icing_tab'),
  // A treatment's page, or the new-treatment form at /de_icing/treatments/new.
  main('de_icing_treatment', '/de_icing/treatments/:treatment_id', 'deIcingTreatment', 'de_icing.screens.treatment', 'de_icing_tab'),
  main('de_icing_hot_table_set', '/de_icing/hot_tables/:set_id', 'deIcingHotTableSet', 'de_icing.screens.hot_table_set', 'de_icing_tab'),
  main('reporting', '/reporting', 'reporting', 'nav.reporting', 'reporting_tab'),
  // One report: its filters live in the query string (model/modules/reporting reportSearch), so a link reopens it.
  main('reporting_report', '/reporting/:report', 'reportingReport', 'nav.reporting', 'reporting_tab'),
  main('resources', '/resources', 'resourceAllocation', 'nav.resources', 'resources_tab'),
  main('notification', '/notification', 'notifications', 'nav.notifications'),

  // The settings landing page: tiles to every settings screen (its general page is the `setting` resource).
  settingScreen('setting', { title: 'nav.settings' }),
  // The status board is filed under Settings, but it is What's up's day as a wall board (docs/modules/status_view.md):
  // whoever may see What's up may open it — a station supervisor, and the read-only viewer a wall screen runs on.
  settingScreen('view_status', {
    path: '/status_view/:sel_date?',
    screen: 'statusView',
    title: 'app.screens.status_view',
    permission: 'whatsupp_tab',
  }),
  setting('flight_schedule'),
  setting('airport'),
  setting('aircraft_type'),
  setting('road_trips'),
  setting('expenses'),
  setting('equipment'),
  setting('materials'),
  setting('measures'),
  // The settings page named training: the training courses catalogue.
  settingScreen('training', { path: '/training_courses', resource: 'training_courses', title: 'resources.training_courses.name' }),
  setting('technicians'),
  setting('shift_types'),
  setting('part_cert'),
  setting('rts'),
  setting('services'),
  setting('stations'),
  setting('trucks'),
  setting('memos'),
  setting('dictionary'),
  setting('resource_category'),
  setting('calibrated_tools'),
  // Regions shape every user's scope: only administrators manage them (docs/security.md).
  setting('regions', { middleware: ['auth', 'admin'] }),

  { name: 'settings', path: '/settings', screen: 'personalSettings', layout: 'default', middleware: ['auth'], title: 'app.settings.title' },
  {
    name: 'settings.profile',
    path: '/settings/profile',
    screen: 'profile',
    layout: 'default',
    middleware: ['auth'],
    title: 'app.settings.profile',
  },
  {
    name: 'settings.password',
    path: '/settings/password',
    screen: 'password',
    layout: 'default',
    middleware: ['auth'],
    title: 'app.settings.password',
  },
];

const byName = new Map(routes.map((route) => [route.name, route]));

/** Path of a named route with its parameters filled in; optional segments left out when empty. */
export function routePath(name: string, params: Record<string, string | number | undefined> = {}): string {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route name: ${name}`);
  const path = route.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (value === undefined || value === '') {
        if (optional) return null;
        throw new Error(`Route ${name} needs parameter ${key}`);
      }
      return encodeURIComponent(String(value));
    })
    .filter((segment) => segment !== null)
    .join('/');
  return path || '/';
}

export function findRoute(name: string): RouteDefinition | undefined {
  return byName.get(name);
}

/** Role id whose Settings entry opens the flight schedules. */
export const flightScheduleSettingsRoleId = 2;

/** Where the nav bar's Settings item leads for a user. */
export function settingsRouteName(roleId: number | null | undefined): string {
  return roleId === flightScheduleSettingsRoleId ? 'setting.flight_schedule' : 'setting.setting';
}

export interface NavItem {
  /** Route name the item links to. */
  route: string;
  /** Permission the user's list must contain for the item to show. */
  permission: PermissionName;
  /** i18n key of the label. */
  label: string;
}

/** The nav bar's main items, in order. */
export const navItems: readonly NavItem[] = [
  { route: 'home', permission: 'whatsupp_tab', label: 'nav.whats_up' },
  { route: 'scheduled', permission: 'scheduled_tab', label: 'nav.scheduled' },
  { route: 'on_call', permission: 'on_call_tab', label: 'nav.on_call' },
  { route: 'training_tab', permission: 'training', label: 'nav.training' },
  { route: 'parts', permission: 'parts_tab', label: 'nav.parts' },
  { route: 'manpower', permission: 'manpower_tab', label: 'nav.manpower' },
  { route: 'de_icing', permission: 'de_icing_tab', label: 'nav.de_icing' },
  { route: 'reporting', permission: 'reporting_tab', label: 'nav.reporting' },
  { route: 'resources', permission: 'resources_tab', label: 'nav.resources' },
  { route: 'setting.setting', permission: 'settings_tab', label: 'nav.settings' },
];

/**
 * The nav item a screen belongs to, so the bar can mark it: a tab's own detail screens
 * belong to the tab, every settings-area screen to Settings but the status board.
 */
export function navItemRouteFor(routeName: string | undefined): string | undefined {
  if (!routeName) return undefined;
  // Filed under Settings, but What's up's day as a wall board, opened with What's up's permission
  // by roles that have no Settings tab (docs/modules/status_view.md).
  if (routeName === 'setting.view_status') return 'home';
  if (findRoute(routeName)?.area === 'settings') return 'setting.setting';
  if (routeName === 'scheduled_data' || routeName === 'movements') return 'scheduled';
  if (routeName === 'training_activity') return 'training_tab';
  if (routeName === 'on_call_new' || routeName === 'on_call_request') return 'on_call';
  if (routeName.startsWith('de_icing_')) return 'de_icing';
  if (routeName.startsWith('parts_')) return 'parts';
  return navItems.some((item) => item.route === routeName) ? routeName : undefined;
}

/** The items a user with these permission names sees. */
export function visibleNavItems(permissionNames: readonly string[]): NavItem[] {
  return navItems.filter((item) => permissionNames.includes(item.permission));
}
