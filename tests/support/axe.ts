// The one axe-core check of the e2e specs: WCAG 2.0/2.1 A and AA plus best practices. The serious
// and critical violations count, and heading-order, moderate in axe but one of the audits of
// Lighthouse's accessibility score. Each comes with its elements, so a failure says where.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The violations on the page as it is now. `everyImpact` counts the moderate and minor ones too
 * (the dialogs and the phone menu are held to none at all).
 */
export async function axeViolations(page: Page, { everyImpact = false } = {}) {
  // Colours mid-transition (a dialog fading in) are blends that no user reads: check the settled
  // page. Endless animations (spinners, skeletons) never settle and are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Only violations are read: axe then skips collecting every passing node's details.
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter(
      (violation) =>
        everyImpact ||
        violation.impact === 'serious' ||
        violation.impact === 'critical' ||
        violation.id === 'heading-order',
    )
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    }));
}
