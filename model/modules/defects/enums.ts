/** A defect is open until it is rectified, or deferred under the MEL/CDL until a later job rectifies it. */
export const defectStates = ['open', 'deferred', 'rectified'] as const;
export type DefectState = (typeof defectStates)[number];

/** MEL repair interval categories (EASA CS-MMEL / FAA MMEL preamble): A as the item states, B, C, D fixed. */
export const deferralCategories = ['A', 'B', 'C', 'D'] as const;
export type DeferralCategory = (typeof deferralCategories)[number];
