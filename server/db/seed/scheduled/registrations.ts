/** Nationality marks of the demo airlines' fleets (ICAO Annex 7), so registrations look like the real ones. */
const marks: Record<string, { prefix: string; letters: number }> = {
  AF: { prefix: 'F-H', letters: 3 },
  KL: { prefix: 'PH-', letters: 3 },
  LH: { prefix: 'D-A', letters: 3 },
  SK: { prefix: 'SE-', letters: 3 },
  AY: { prefix: 'OH-', letters: 3 },
  AC: { prefix: 'C-F', letters: 3 },
};

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A stable registration for the i-th demo turnaround of an airline (the same tail comes back through the week). */
export function registrationFor(airline: string | null, i: number): string | null {
  const mark = airline ? marks[airline] : undefined;
  if (!mark) return null;
  const tail = i % 37;
  const letters = Array.from({ length: mark.letters }, (_, k) => alphabet[(tail * (k + 3) + k * 11) % 26]).join('');
  return `${mark.prefix}${letters}`;
}
