import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Run inside the page (legacy mode): the default mode finishes each analysis in a new blank page,
 * which cost about 3 s of the 4 s an analysis took; Horas has no frames, the one thing it is for.
 * Only violations come back: the passes' nodes were most of what crossed to the test.
 */
const analisis = (page: Page) =>
  new AxeBuilder({ page }).setLegacyMode().withTags(['wcag2a', 'wcag2aa', 'best-practice']).options({ resultTypes: ['violations'] });

/**
 * The page against WCAG 2 A and AA and axe-core's best practices: language of the page, contrast,
 * names of fields, buttons and table headers, one level-one heading, landmarks. Polled, so a modal
 * still fading in is not taken for a contrast failure; a lasting violation fails with its rule and
 * the elements it found.
 */
export async function sinViolaciones(page: Page) {
  const violaciones = async () =>
    (await analisis(page).analyze()).violations.map(
      ({ id, help, nodes }) => `${id}: ${help} (${nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')})`,
    );
  // One analysis can take over 15 s on a busy shared machine (it did, on the run's cold first page).
  await expect.poll(violaciones, { timeout: 60_000 }).toEqual([]);
  // axe asks for a level-one heading; a screen has exactly one (the top bar adds none).
  await expect(page.locator('h1')).toHaveCount(1);
}
