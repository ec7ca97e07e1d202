/**
 * GET /api/de_icing_treatments/:id (docs/modules/de_icing.md): typed from the response schema the
 * server declares (model/modules/de_icing/treatmentRecords.ts), so the two cannot drift apart.
 */
export type { TreatmentRecord, TreatmentStep } from '../../../../model/modules/de_icing/treatmentRecords';
