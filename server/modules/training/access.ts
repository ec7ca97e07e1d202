import type { ResourceAccess } from '../../../model/resourceAccess';

/**
 * Who reads and writes the Training tab: everyone with the tab sees their regions' sessions;
 * training_write plans sessions, enrols and records results (the browser asks the same of the
 * user's permissions: src/pages/training/useTrainingPermissions.ts).
 */
export const trainingAccess: ResourceAccess = { read: ['training'], write: ['training_write'], scope: 'region' };
export const trainingReaders = [...trainingAccess.read];
export const trainingWriters = [...trainingAccess.write];
