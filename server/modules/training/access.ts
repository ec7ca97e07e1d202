import type { ResourceAccess } from '../../../model/resourceAccess';

/**
 * Who reads and writes the Training tab: everyone with the tab (technicians see their regions'
 * sessions), supervisors with training_write plan sessions, enrol and record results.
 */
export const trainingAccess: ResourceAccess = { read: ['training'], write: ['training_write'], scope: 'region' };
export const trainingReaders = [...trainingAccess.read];
export const trainingWriters = [...trainingAccess.write];
