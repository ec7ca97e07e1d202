/**
 * What other screens may use from the defects pages: the "Defects" panel of a job (an activity, an
 * on-call request, the My work card), and the revision of a job's defects for what depends on them
 * (the release's "no open defect" verdict).
 */
export { DefectsPanel } from './DefectsPanel';
export { useDefectsRevision, usePrefetchDefects } from './useDefects';
export type { DefectChange, DefectJobRef } from './defectsApi';
