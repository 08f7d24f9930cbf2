import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The page has no serious or critical axe-core violation (issue 16). label-content-name-mismatch
 * is experimental in axe-core and off by default; it is switched on because a visible label that
 * the accessible name does not contain is what speech-input users meet.
 */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  // Overlays fade in (Blueprint's CSS transitions): colours read mid-fade fail contrast that the
  // settled page passes, so axe waits until no overlay is entering (seen on a loaded CI machine).
  await expect(page.locator('[class*="-enter-active"], [class*="-appear-active"]')).toHaveCount(0);
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious, what).toEqual([]);
}
