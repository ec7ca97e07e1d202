import type { ResourceAccess } from '../../../model/resourceAccess';

/**
 * Who reads and writes the De-Icing tab (docs/modules/de_icing.md): everyone with the tab reads their region's
 * treatments, the HOT tables and the fluids; operators (de_icing_write) record treatments and
 * deliveries; hot_tables_manage imports and activates HOT tables and keeps the fluid list.
 */
export const treatmentAccess: ResourceAccess = { read: ['de_icing_tab'], write: ['de_icing_write'], scope: 'region' };
export const hotTableAccess: ResourceAccess = { read: ['de_icing_tab'], write: ['hot_tables_manage'], scope: 'global' };
export const deIcingReaders = [...treatmentAccess.read];
export const deIcingWriters = [...treatmentAccess.write];
export const hotTableManagers = [...hotTableAccess.write];
