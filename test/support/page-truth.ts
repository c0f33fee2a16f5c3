// What the page itself holds about a hint, read by the acting client (DOM, ARIA state, the names
// Chromium computes), for the fixture app tests that check every fact the server states against it.

import { expect } from 'vitest';
import type { HintEntry, Snapshot } from '../../src/page/types.js';
import { ROLES } from '../../src/page/vocabulary.js';
import type { FixtureAppSession } from './fixture-app-session.js';

/** Every entry of a snapshot's role groups, by id. */
export const entriesOf = (s: Snapshot) =>
  new Map(ROLES.flatMap((role) => (s[role] ?? []) as HintEntry[]).map((e) => [e.id, e] as const));

/** What a toggle's value must be, from the ARIA state the page holds; undefined where it holds none. */
export function toggleValueOf(aria: string | null): boolean | undefined {
  if (aria === 'true') return true;
  if (aria === 'false') return false;
  return undefined;
}

/** Readers of the page for one fixture app session. */
export function pageTruth(app: FixtureAppSession) {
  const { hint, observe } = app;
  /** The accessible name Chromium computes for a hint. */
  const chromiumName = (id: string) => app.chromiumName(`[data-semtag-id='${id}']`);
  const ariaState = (id: string, attribute: string) => hint(id).getAttribute(attribute);
  return {
    chromiumName,
    ariaState,
    /** Waits until the page holds `value` in `attribute` of hint `id` (React renders after the event). */
    until: (id: string, attribute: string, value: string) =>
      app.page.locator(`[data-semtag-id='${id}'][${attribute}='${value}']`).waitFor(),
    /** Whether the page has taken an element out of use: hidden from assistive technology, no pointer reaching it. */
    isShutOut: (id: string) =>
      hint(id).evaluate(
        (element) =>
          element.closest('[aria-hidden="true"]') !== null && getComputedStyle(element).pointerEvents === 'none',
      ),
    /**
     * Whether the page has put a modal layer over an element: hidden from assistive technology, and
     * the point at its centre taken by something that is not it (a backdrop), so a click there misses it.
     */
    isCoveredAndHidden: (id: string) =>
      hint(id).evaluate((element) => {
        element.scrollIntoView({ block: 'center' });
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return element.closest('[aria-hidden="true"]') !== null && top !== null && !element.contains(top);
      }),
    /**
     * `enabled: false` on exactly the listed hints the page holds out of use: disabled (or a label
     * whose control is), inside an `aria-disabled="true"` or `inert` element, or shut out behind a
     * modal layer (aria-hidden and no pointer events).
     */
    expectEnabledMatchesPage: async (s: Snapshot) => {
      const outOfUse = await app.page
        .locator('[data-semtag-id]')
        .evaluateAll((elements) =>
          elements
            .filter(
              (el) =>
                el.matches(':disabled') ||
                (el instanceof HTMLLabelElement && el.control?.matches(':disabled') === true) ||
                el.closest('[aria-disabled="true"], [inert]') !== null ||
                (el.closest('[aria-hidden="true"]') !== null && getComputedStyle(el).pointerEvents === 'none'),
            )
            .map((el) => el.getAttribute('data-semtag-id')!),
        );
      const listed = entriesOf(s);
      expect(
        [...listed.values()]
          .filter((e) => e.enabled === false)
          .map((e) => e.id)
          .toSorted(),
      ).toEqual(outOfUse.filter((id) => listed.has(id)).toSorted());
    },
    /** Each id a delta states removed is gone from the page's view, with every id under it. */
    expectRemovedGone: async (delta: Record<string, unknown>) => {
      const shown = await app.page
        .locator('[data-semtag-id]:visible')
        .evaluateAll((elements) => elements.map((el) => el.getAttribute('data-semtag-id')!));
      for (const id of delta['removed'] as string[])
        expect(
          shown.filter((other) => other === id || other.startsWith(`${id}.`)),
          id,
        ).toEqual([]);
    },
    /** Each toggle's value and name, checked against its ARIA state and Chromium's name. */
    expectTogglesMatchPage: async (ids: string[], attribute = 'aria-checked') => {
      for (const id of ids) {
        const found = await observe(id);
        const aria = await ariaState(id, attribute);
        expect(found.value, `${id} (${attribute}=${aria})`).toBe(toggleValueOf(aria));
        if (found.value === undefined) expect(found, id).not.toHaveProperty('value');
        expect(found.name, id).toBe(await chromiumName(id));
      }
    },
  };
}
