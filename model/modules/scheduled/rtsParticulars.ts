import { rtsPlaceholders } from '../../resources/rts';
import { passed, refused, type RuleResult } from './ruleResult';

type Placeholder = (typeof rtsPlaceholders)[number];

/**
 * A piece of an `rts` template's statement: literal text, or a placeholder with its value. A known
 * placeholder whose value is not known yet (no signer linked, no registration) is `filled: false`
 * and keeps its `{name}` as text, so nobody reads an empty gap as if it were the value.
 */
export interface RtsStatementPart {
  text: string;
  placeholder?: string;
  /** The placeholder is one of the template list's (model/resources/rts.ts). */
  known?: boolean;
  filled?: boolean;
}

/**
 * Splits a template into literal text and placeholders ({registration} …), filling each known one
 * with its value; a blank or missing value leaves it unfilled. One pass, so a value that itself reads
 * `{date}` stays as typed; a name the template list does not know is left as written.
 */
export function rtsStatementParts(text: string, values: Partial<Record<string, string | null>>): RtsStatementPart[] {
  const parts: RtsStatementPart[] = [];
  let last = 0;
  for (const match of text.matchAll(/\{(\w+)\}/g)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    const name = match[1];
    const known = (rtsPlaceholders as readonly string[]).includes(name);
    const value = known ? values[name]?.trim() : undefined;
    parts.push({ text: value || match[0], placeholder: name, known, ...(known ? { filled: Boolean(value) } : {}) });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/**
 * The statement a preview shows and a signature stores: the template filled with what is known, each
 * placeholder not known yet named as a stand-in ("[technician]", never an empty string), and which
 * those are. A signature needs `unfilled` empty (statementFilled).
 */
export function draftRtsStatement(text: string, values: Partial<Record<Placeholder, string | null>>) {
  const parts = rtsStatementParts(text, values);
  const unfilled = [...new Set(parts.filter((part) => part.known && !part.filled).map((part) => part.placeholder as Placeholder))];
  const statement = parts.map((part) => (part.known && !part.filled ? `[${part.placeholder}]` : part.text)).join('');
  return { statement, parts, unfilled };
}

/**
 * What the certificate of release to service carries besides the work and the signer's licence
 * (EASA Part-145 145.A.50(a) and its AMC): the organisation's approval reference, the signer's
 * certification authorisation number (145.A.35), and a statement with every placeholder filled.
 */
export interface RtsParticulars {
  approval_reference: string | null;
  /** The signer's; null with no signer, which signer_licence already refuses. */
  certification_authorisation_no: string | null;
  unfilled: readonly string[];
}

const blank = (value: string | null) => !value?.trim();

/**
 * AMC 145.A.50: the certificate of release to service states the Part-145 approval reference of the
 * organisation issuing it (Settings). Never overridable.
 */
export function approvalReference({ particulars }: { particulars: RtsParticulars }): RuleResult<'approval_reference'> {
  return blank(particulars.approval_reference) ? refused('approval_reference', 'missing') : passed('approval_reference');
}

/**
 * EASA Part-145 145.A.35(b) and AMC 145.A.50: certifying staff sign with the certification
 * authorisation the organisation issued them, and its number is on the certificate. Never
 * overridable; with no technician record signer_licence refuses instead.
 */
export function certificationAuthorisation({
  particulars,
  signer,
}: {
  particulars: RtsParticulars;
  signer: object | null;
}): RuleResult<'certification_authorisation'> {
  if (!signer || !blank(particulars.certification_authorisation_no)) return passed('certification_authorisation');
  return refused('certification_authorisation', 'missing');
}

/** EASA Part-145 145.A.50(a): the release is signed over a complete statement, no placeholder left unfilled. */
export function statementFilled({ particulars }: { particulars: RtsParticulars }): RuleResult<'statement_filled'> {
  if (!particulars.unfilled.length) return passed('statement_filled');
  return refused('statement_filled', 'unfilled', { placeholders: particulars.unfilled.map((name) => `{${name}}`).join(', ') });
}
