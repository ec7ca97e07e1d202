import type { ScreenName } from '../../model/routes';
import { lazyScreen, type LazyScreen } from './lazyScreen';

/**
 * Every screen is its own chunk (all screens load on demand). Keys: model/routes.ts `screenNames`.
 * The one allowed exception to "other code imports a page module only through its index.ts": these
 * dynamic import()s name each page file, because going through the module's barrel would merge its
 * screens into one chunk.
 */
export const screens: Record<ScreenName, LazyScreen> = {
  welcome: lazyScreen(() => import('../pages/account/WelcomePage')),
  login: lazyScreen(() => import('../pages/account/LoginPage')),
  logout: lazyScreen(() => import('../pages/account/LogoutPage')),
  register: lazyScreen(() => import('../pages/account/RegisterPage')),
  passwordEmail: lazyScreen(() => import('../pages/account/PasswordEmailPage')),
  passwordReset: lazyScreen(() => import('../pages/account/PasswordResetPage')),
  verifyEmail: lazyScreen(() => import('../pages/account/VerifyEmailPage')),
  resendVerification: lazyScreen(() => import('../pages/account/ResendVerificationPage')),
  unauthorized: lazyScreen(() => import('../pages/errors/UnauthorizedPage')),
  notFound: lazyScreen(() => import('../pages/errors/NotFoundPage')),
  home: lazyScreen(() => import('../pages/home/HomePage')),
  scheduled: lazyScreen(() => import('../pages/scheduled/ScheduledPage')),
  scheduledData: lazyScreen(() => import('../pages/scheduled/ScheduledDataPage')),
  movements: lazyScreen(() => import('../pages/movements/MovementsPage')),
  training: lazyScreen(() => import('../pages/training/TrainingPage')),
  trainingActivity: lazyScreen(() => import('../pages/training/TrainingActivityPage')),
  onCall: lazyScreen(() => import('../pages/on_call/OnCallPage')),
  onCallIntake: lazyScreen(() => import('../pages/on_call/intake/IntakePage')),
  onCallRequest: lazyScreen(() => import('../pages/on_call/request/RequestPage')),
  parts: lazyScreen(() => import('../pages/parts/PartsPage')),
  partsStockCard: lazyScreen(() => import('../pages/parts/stock_card/StockCardPage')),
  partsCountSheet: lazyScreen(() => import('../pages/parts/counts/CountSheetPage')),
  manpower: lazyScreen(() => import('../pages/manpower/ManpowerPage')),
  deIcing: lazyScreen(() => import('../pages/de_icing/DeIcingPage')),
  deIcingTreatment: lazyScreen(() => import('../pages/de_icing/TreatmentRoutePage')),
  deIcingHotTableSet: lazyScreen(() => import('../pages/de_icing/hot_tables/HotTableSetPage')),
  reporting: lazyScreen(() => import('../pages/reporting/ReportingPage')),
  reportingReport: lazyScreen(() => import('../pages/reporting/ReportPage')),
  resourceAllocation: lazyScreen(() => import('../pages/resource_allocation/ResourceAllocationPage')),
  notifications: lazyScreen(() => import('../pages/notifications/NotificationsPage')),
  settingsArea: lazyScreen(() => import('../pages/settings-area/SettingsAreaPage')),
  statusView: lazyScreen(() => import('../pages/status_view/StatusViewPage')),
  personalSettings: lazyScreen(() => import('../pages/settings/PersonalSettingsPage')),
  profile: lazyScreen(() => import('../pages/settings/ProfilePage')),
  password: lazyScreen(() => import('../pages/settings/PasswordPage')),
};
