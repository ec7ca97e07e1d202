import type { ReferencedTable } from './referenceCatalogue';

export type CellProblem = { key: string; vars?: Record<string, unknown> };

/**
 * A technician's aircraft-type authorisations in one cell, the way a planner writes them:
 * `A20N:B1|B738:B2:2027-03-31` (aircraft type ICAO code or id, Part-66 category, optional
 * valid-until date). This cell format is the project's own; it mirrors the '|' lists.
 * Category and date are checked by the schema like any other value.
 */
export function parseAuthorisations(text: string, aircraftTypes: ReferencedTable): { value: unknown[] } | { problem: CellProblem } {
  const value: unknown[] = [];
  for (const entry of text.split('|').map((e) => e.trim())) {
    const parts = entry.split(':').map((p) => p.trim());
    if (parts.length < 2 || parts.length > 3 || !parts[0] || !parts[1]) return { problem: { key: 'import.invalid_authorisations' } };
    const [type, category, validUntil] = parts;
    const id = /^\d{1,9}$/.test(type) ? Number(type) : aircraftTypes.find(type)?.id;
    if (id === undefined || !aircraftTypes.byId.has(id)) return { problem: { key: 'import.unknown_reference', vars: { value: type } } };
    value.push({ aircraft_type_id: id, category: category.toUpperCase(), ...(validUntil ? { valid_until: validUntil } : {}) });
  }
  return { value };
}
