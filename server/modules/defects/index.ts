import { defineModule } from '../module';
import defectRoutes from './routes';

/**
 * Defects and deferrals (docs/modules/defects.md): a defect found on a job — a Scheduled activity or an
 * On-Call request — is rectified or deferred under the operator's MEL/CDL; a deferral follows the
 * aircraft to its later jobs. Scheduled and On-Call read `openDefectsOf` (the release is refused over
 * an open defect) and `deferredItemsOf` (the certificate states them); What's up reads the deferrals due.
 */
export default defineModule({ name: 'defects', resources: [], routes: defectRoutes });

export { openDefectsOf, deferredItemsOf, type DeferredItem } from './queries';
export type { DefectJobKind } from './access';
