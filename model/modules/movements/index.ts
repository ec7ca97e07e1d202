/** Flight movements (docs/modules/movements.md): IATA MVT messages and the JSON feed, placed in time and matched to jobs. */
export * from './mvtMessage';
export { parseMvt, parseMvtBatch, splitMessages } from './parseMvt';
export * from './flightMovement';
export * from './matchMovement';
export * from './movementOrder';
export * from './movementRecords';
export { movementsPath, outcomesToHandle, movementListFilter, movementsListLink } from './movementsLink';
export * from './replan';
