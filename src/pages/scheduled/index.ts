/**
 * What other screens may use from the Scheduled pages: the activity status
 * look and the activity pieces an on-call request shares. Pages themselves load through src/routes/screens.ts.
 */
export { statusStyle, barColours } from './timeline/statusStyle';
export { RuleResults } from './activity/RuleResults';
export { OverrideReasonField } from './activity/OverrideReasonField';
export { SignRtsDialog } from './activity/rts/SignRtsDialog';
export { AutoAssignDialog, type AutoAssignRun } from './auto_assign/AutoAssignDialog';
