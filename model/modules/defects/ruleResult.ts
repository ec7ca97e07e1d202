import { ruleCatalogue } from '../../ruleCatalogue';

/**
 * Every reason a defect rule can give, `defects.rules.<rule>.<reason>` (i18n), so each has a text in every
 * locale; the verdict shape is model/ruleCatalogue.ts.
 */
export const defectRuleReasons = {
  /** Rectified or deferred only while open; a deferred item only rectified (an extension is the authority's). */
  state: ['not_open', 'already_rectified', 'already_deferred'],
  /** A category A item states its own interval (MEL preamble). */
  limit: ['category_a_needs_days'],
  /** The parts and tools of a rectification come from this job's movements and bookings. */
  evidence: ['part_not_on_job', 'tool_not_on_job'],
} as const;

export type DefectRule = keyof typeof defectRuleReasons;

const catalogue = ruleCatalogue('defects', defectRuleReasons);

export const defectRuleReasonKeys: string[] = catalogue.reasonKeys;
export const { passed: defectPassed, refused: defectRefused } = catalogue;
