/**
 * Runs a journey's variants at the same time, each in its own context, for variants that mostly wait
 * (a grace period, a page being read by axe while the other core is free). Every variant runs to its
 * end; one error then names each variant that failed and why.
 */
export async function sideBySide<T>(
  variants: readonly T[],
  nameOf: (variant: T) => string,
  run: (variant: T) => Promise<void>,
): Promise<void> {
  const outcomes = await Promise.allSettled(variants.map(run));
  const failed = outcomes.flatMap((outcome, i) =>
    outcome.status === 'rejected' ? [{ variant: variants[i], reason: outcome.reason }] : [],
  );
  if (failed.length === 0) return;
  const described = failed.map(({ variant, reason }) => `${nameOf(variant)}: ${reason instanceof Error ? reason.message : String(reason)}`);
  throw new Error(described.join('\n'), { cause: failed[0].reason });
}
