/// <reference lib="dom" />
// Shared helpers for the in-page extractor tests: fixture URLs, generated pages, and lookups in a snapshot.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { worldOf } from '../../harness/page-world.js';
import { connectTestBrowser } from '../support/browser.js';
import type { TestBrowser } from '../support/browser.js';
import type {
  FoldedCollection,
  HintEntry,
  HintSuggestion,
  PageResult,
  Snapshot,
  SnapshotArgs,
} from '../../src/page/types.js';

/** A file under test/, served at the same origin as fixture.html. */
export function testUrl(path: string): string {
  return new URL(path, inject('fixtureUrl')).href;
}

export const FIXTURE_URL = (): string => inject('fixtureUrl');
export const BLANK_URL = (): string => testUrl('fixtures/blank.html');

/** Replaces the body of the (served) page with `html`; the isolated world stays, the URL too. */
export async function render(page: Page, html: string): Promise<void> {
  await page.evaluate((markup) => {
    document.body.innerHTML = markup;
  }, html);
}

/** The raw page result, `{ ok: false, error }` included. */
export async function rawSnapshot(page: Page, args: SnapshotArgs): Promise<PageResult<Snapshot>> {
  return worldOf(page).call('snapshot', args);
}

export { rawObserve } from '../support/browser.js';

/**
 * For the tests of one file: a Chromium of the worker's and a tab on the blank served page, opened
 * before them (handed to `use`) and closed after them.
 */
export function withBlankTab(use: (page: Page) => void): void {
  let tb: TestBrowser | undefined;
  beforeAll(async () => {
    tb = await connectTestBrowser();
    use(await tb.newPage(BLANK_URL()));
  });
  afterAll(async () => tb?.close());
}

/** The flat entry with `id` in `group`, failing loudly when it is not there. */
export function entryIn(snapshot: Snapshot, group: string, id: string): HintEntry {
  const entries = (snapshot as unknown as Record<string, HintEntry[] | undefined>)[group] ?? [];
  const found = entries.find((entry) => entry.id === id);
  if (!found) throw new Error(`${id} is not in group ${group}: ${JSON.stringify(entries.map((e) => e.id))}`);
  return found;
}

export function idsIn(snapshot: Snapshot, group: string): string[] {
  const entries = (snapshot as unknown as Record<string, HintEntry[] | undefined>)[group] ?? [];
  return entries.map((entry) => entry.id);
}

export function collection(snapshot: Snapshot, idPattern: string): FoldedCollection {
  const block = snapshot.collections?.find((c) => c.idPattern === idPattern);
  if (!block)
    throw new Error(`no block ${idPattern}: ${JSON.stringify(snapshot.collections?.map((c) => c.idPattern))}`);
  return block;
}

/** Every hinted id on the page, in document order, read with attribute access (no selector built from ids). */
export async function documentIds(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-semtag-id]'), (e) => e.getAttribute('data-semtag-id') ?? '').filter(
      (id) => id !== '',
    ),
  );
}

/** How many elements carry exactly each id, compared as attribute values. */
export async function countIds(page: Page, ids: string[]): Promise<number[]> {
  return page.evaluate((wanted) => {
    const all = Array.from(document.querySelectorAll('[data-semtag-id]'), (e) => e.getAttribute('data-semtag-id'));
    return wanted.map((id) => all.filter((have) => have === id).length);
  }, ids);
}

/** Rebuilds every member's real id and full entry from a folded block: the inverse of folding. */
export { unfold } from '../../src/page/codec/unfold.js';

/**
 * The review's suggestions for `html` rendered alone in `page`, by the `data-test` name of the
 * element each one is for (its CSS path when it has none).
 */
export async function suggestionsOn(page: Page, html: string): Promise<Record<string, HintSuggestion>> {
  await render(page, html);
  return suggestionsNow(page);
}

/** The review's suggestions for the page as it is, by their element's data-test (else their place). */
export async function suggestionsNow(page: Page): Promise<Record<string, HintSuggestion>> {
  const result = await worldOf(page).call('review', { suggest: true });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  const all = result.value.suggestions ?? [];
  const names = await page.evaluate(
    (places) => places.map((place) => document.querySelector(place)?.getAttribute('data-test') ?? place),
    all.map((s) => s.place),
  );
  return Object.fromEntries(all.map((s, index) => [names[index]!, s]));
}
