/**
 * Stock movements (docs/modules/stock.md): the only way stock changes. De-icing fluid deliveries and
 * consumption are the first users; the Parts tab adds the certificate fields and its screens.
 */
export const movementKinds = [
  'receipt',
  'issue',
  'consumption',
  'transfer_out',
  'transfer_in',
  'return',
  'scrap',
  'adjustment',
  'reversal',
] as const;
export type MovementKind = (typeof movementKinds)[number];
