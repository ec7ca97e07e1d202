import { maxListRange } from '../../model/listLimits';
import { invalid } from '../errors';
import { nulCharacterPaths } from '../nulCharacters';
import type { ResourceDefinition } from './definition';

/**
 * A list's query as sent (`?sort&range&filter`, JSON texts): declared described only, it reaches the
 * handler unparsed, and the list engine (server/crud/listStatements.ts) reads it.
 */
export function listQueryAsSent(query: unknown): Record<string, unknown> {
  return query !== null && typeof query === 'object' ? { ...query } : {};
}

/** The page size react-admin's CSV export asks for; larger pages are refused, not truncated silently. */
export const maxPageSize = maxListRange;

export interface ListQuery {
  sort: { field: string; order: 'ASC' | 'DESC' };
  range: { offset: number; limit: number };
  filter: Record<string, unknown>;
}

/**
 * Reads one JSON query parameter; unreadable JSON is bad input (422), never a 500. So is a NUL
 * character (`"a\u0000b"`), which PostgreSQL text cannot hold: refused here, before any filter,
 * sort or search term is built, on the member of the parameter that holds it (`filter.q`).
 */
function parseJsonParam(raw: unknown, name: string): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw invalid({ [name]: 'validation.invalid_json' });
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw invalid({ [name]: 'validation.invalid_json' });
  }
  const nulPaths = nulCharacterPaths(value);
  if (nulPaths.length) {
    const fieldOf = ([member]: (string | number)[]) => (typeof member === 'string' ? `${name}.${member}` : name);
    throw invalid(Object.fromEntries(nulPaths.map((path) => [fieldOf(path), 'validation.invalid_characters'])));
  }
  return value;
}

/**
 * `?sort=["field","ASC"]&range=[0,24]&filter={...}` exactly as ra-data-simple-rest sends it.
 * Sort fields are checked against the definition: an unknown one is a 422, never raw SQL.
 */
export function parseListQuery(sent: unknown, definition: Pick<ResourceDefinition, 'sort' | 'defaultSort'>): ListQuery {
  const query = (sent && typeof sent === 'object' ? sent : {}) as Record<string, unknown>;
  const sortParam = parseJsonParam(query.sort, 'sort');
  let sort: ListQuery['sort'] = { field: definition.defaultSort[0], order: definition.defaultSort[1] };
  if (sortParam !== undefined) {
    if (!Array.isArray(sortParam) || sortParam.length !== 2 || typeof sortParam[0] !== 'string' || typeof sortParam[1] !== 'string') {
      throw invalid({ sort: 'validation.invalid_sort' });
    }
    const [field, order] = sortParam as [string, string];
    if (field !== 'id' && !definition.sort.includes(field)) throw invalid({ sort: 'validation.unknown_sort_field' }, { field });
    const upper = order.toUpperCase();
    if (upper !== 'ASC' && upper !== 'DESC') throw invalid({ sort: 'validation.invalid_sort' });
    sort = { field, order: upper };
  }

  const rangeParam = parseJsonParam(query.range, 'range');
  let range = { offset: 0, limit: 25 };
  if (rangeParam !== undefined) {
    const valid =
      Array.isArray(rangeParam) &&
      rangeParam.length === 2 &&
      rangeParam.every((n) => Number.isSafeInteger(n) && n >= 0) &&
      rangeParam[1] >= rangeParam[0] &&
      rangeParam[1] - rangeParam[0] < maxPageSize;
    if (!valid) throw invalid({ range: 'validation.invalid_range' }, { max: maxPageSize });
    range = { offset: rangeParam[0], limit: rangeParam[1] - rangeParam[0] + 1 };
  }

  const filterParam = parseJsonParam(query.filter, 'filter') ?? {};
  if (typeof filterParam !== 'object' || filterParam === null || Array.isArray(filterParam)) {
    throw invalid({ filter: 'validation.invalid_filter' });
  }
  return { sort, range, filter: filterParam as Record<string, unknown> };
}

/** `Content-Range: trucks 0-24/319`; an empty page still tells react-admin the total. */
export function contentRange(resource: string, offset: number, rowCount: number, total: number): string {
  return rowCount === 0 ? `${resource} */${total}` : `${resource} ${offset}-${offset + rowCount - 1}/${total}`;
}
