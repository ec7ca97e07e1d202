import type { Page } from 'playwright-core';

/** Resolves once the running CSS transitions and animations (menus, dialogs fading in) are over. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Endless ones (a spinner) never finish.
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
