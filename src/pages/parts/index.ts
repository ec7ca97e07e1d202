/**
 * What other screens may use from the Parts pages: the "Parts used" panel of a job.
 * Pages themselves load through src/routes/screens.ts.
 */
export { PartsUsedPanel } from './parts_used/PartsUsedPanel';
