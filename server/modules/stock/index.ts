/**
 * Stock (model/modules/stock): the one ledger of stock movements, shared by Parts and De-Icing (and the
 * demo seed). It has no tab of its own on the server — no resources, routes or jobs, so it is not in
 * server/modules/index.ts — only what the other modules write through.
 */
export { recordMovement, recordMovements, SerialInStock, StockShortage, type NewMovement } from './movements';
