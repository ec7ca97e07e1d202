/**
 * The stock list shows lots holding a quantity unless asked otherwise (docs/modules/parts.md): no
 * `in_stock` in the filter means in_stock=true; `in_stock: false` means every lot, used up or not.
 * A filter that is not JSON is left to the list engine, which answers 422.
 */
export function withInStockDefault(query: Record<string, unknown>): Record<string, unknown> {
  let filter: unknown = {};
  if (typeof query.filter === 'string') {
    try {
      filter = JSON.parse(query.filter);
    } catch {
      return query;
    }
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) return query;
  const { in_stock: inStock, ...rest } = filter as Record<string, unknown>;
  const adjusted = inStock === undefined ? { ...rest, in_stock: true } : inStock === false ? rest : { ...rest, in_stock: inStock };
  return { ...query, filter: JSON.stringify(adjusted) };
}
