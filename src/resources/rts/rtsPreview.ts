import { rtsPlaceholders } from '../../../model/resources/rts';

export type RtsPlaceholder = (typeof rtsPlaceholders)[number];

/** Sample values of the live preview (the date is filled in by the caller, in the display format). */
export const rtsSampleValues: Omit<Record<RtsPlaceholder, string>, 'date'> = {
  registration: 'G-EUUA',
  work_order: 'WO-2026-0142',
  station: 'LHR',
  technician: 'Anita Sharma',
  licence: 'UK.66.123456 B1',
};

export interface RtsPreviewPart {
  text: string;
  /** The placeholder this part replaced; `known: false` when it is not an allowed one. */
  placeholder?: string;
  known?: boolean;
}

/**
 * Splits a template into literal text and filled placeholders ({registration} …), the same
 * {word} pattern the shared schema checks. Unknown placeholders stay as typed, flagged.
 */
export function fillRtsTemplate(text: string, values: Record<string, string>): RtsPreviewPart[] {
  const parts: RtsPreviewPart[] = [];
  let last = 0;
  for (const match of text.matchAll(/\{(\w+)\}/g)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ text: text.slice(last, index) });
    const name = match[1];
    const known = (rtsPlaceholders as readonly string[]).includes(name);
    parts.push({ text: known ? (values[name] ?? match[0]) : match[0], placeholder: name, known });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The placeholders a template uses that are not allowed (for the inline warning). */
export function unknownPlaceholders(text: string): string[] {
  return [
    ...new Set(
      fillRtsTemplate(text, {})
        .filter((part) => part.placeholder && !part.known)
        .map((part) => part.placeholder!),
    ),
  ];
}
