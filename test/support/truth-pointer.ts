/// <reference lib="dom" />
// The second oracle: Playwright's actionability. A hint stated usable must take a trial click
// (scrolled into view, visible, stable, enabled, not inert, and the pointer at its centre reaching
// it), and one stated out of use must not. The trial click performs no action; its refusal comes
// from Playwright's own bound, given here, within which it tries each of its scroll alignments.

import type { Page } from 'playwright-core';
import { atRest } from './at-rest.js';

/**
 * Playwright's actionability bound for one trial click, first and at most. Its first five attempts
 * (scrolled into view if needed, then to the viewport's end, centre and start, then as first) come
 * within 220 ms of waiting plus their own work, and only then does it wait 500 ms: a refusal stands
 * once that wait is logged, every alignment refused, and is asked again with twice the bound when
 * a busy machine let fewer attempts run.
 */
const FIRST_BOUND_MS = 500;
const LAST_BOUND_MS = 8000;
/** What Playwright logs once its fifth attempt is refused. */
const EVERY_ALIGNMENT_TRIED = 'waiting 500ms';

/** Why a hint was not clicked when it left the page before its trial click. */
export const GONE = 'gone from the page';

/** Whether the pointer reaches a hint, and Playwright's last reason when it does not. */
export type PointerVerdict = { takes: true } | { takes: false; why: string };

/** The reasons Playwright logs while it retries, the last one said being why it gave up. */
const REASON =
  /(\S.* intercepts pointer events|element is not visible|element is not enabled|element is inert|element is outside of the viewport|element is not stable)/;

/** The scroll offsets of every scroller on the page, to put back after the trial clicks moved them. */
function scrollPositions(): Array<[Element, number, number]> {
  const at: Array<[Element, number, number]> = [];
  for (const element of [document.scrollingElement, ...Array.from(document.querySelectorAll('*'))])
    if (element && (element.scrollTop !== 0 || element.scrollLeft !== 0 || element === document.scrollingElement))
      at.push([element, element.scrollLeft, element.scrollTop]);
  return at;
}

/** Waits until what a page does on a scroll has run out: three frames in a row with nothing moving and no change to the DOM. */
const afterScroll = (page: Page) => atRest(page, { frames: 3, dom: true });

/** One trial click on the element carrying hint `id`. */
export async function trialClick(page: Page, id: string): Promise<PointerVerdict> {
  const target = page.locator(`[data-semtag-id=${JSON.stringify(id)}]`).first();
  for (let bound = FIRST_BOUND_MS; ; bound *= 2) {
    try {
      await target.click({ trial: true, timeout: bound });
      return { takes: true };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!/Timeout \d+ms exceeded/.test(message)) throw error;
      // Each refused attempt logs its reason: the last is why Playwright gave up.
      const log = (error as { log?: string[] }).log ?? [];
      // Gone from the page since it was read (a notification that hid itself): the pointer says nothing.
      if (!log.some((line) => line.includes('locator resolved to')) && (await target.count()) === 0)
        return { takes: false, why: GONE };
      const reasons = log.flatMap((line) => REASON.exec(line)?.[1]?.replace(/^-\s*/, '') ?? []);
      if (log.some((line) => line.includes(EVERY_ALIGNMENT_TRIED)) || bound >= LAST_BOUND_MS)
        return { takes: false, why: reasons.at(-1) ?? message.split('\n')[0]! };
    }
  }
}

/**
 * Puts every scroller back where `at` (scrollPositions) saw it, those it did not list at their
 * start, and says whether any had moved. Runs in the page.
 */
function scrollBack(at: Array<[Element, number, number]>): boolean {
  const stood = new Map(at.map(([element, left, top]) => [element, [left, top] as const]));
  let moved = false;
  for (const element of [document.scrollingElement, ...Array.from(document.querySelectorAll('*'))]) {
    if (!element) continue;
    const [left, top] = stood.get(element) ?? [0, 0];
    if (element.scrollLeft !== left || element.scrollTop !== top) {
      moved = true;
      element.scrollTo({ left, top, behavior: 'instant' });
    }
  }
  return moved;
}

/**
 * Of `ids`, those a trial click would neither scroll to nor, most likely, be refused: the hint's box
 * lies wholly inside the viewport and inside every box around it that clips or scrolls, and the hit at
 * its centre is the hint or inside it. Only a schedule: the verdicts stay Playwright's. Runs in the page.
 */
function inViewAndReached(ids: string[]): string[] {
  const width = document.documentElement.clientWidth;
  const height = document.documentElement.clientHeight;
  const byId = new Map<string, Element>();
  for (const element of Array.from(document.querySelectorAll('[data-semtag-id]')))
    if (!byId.has(element.getAttribute('data-semtag-id')!)) byId.set(element.getAttribute('data-semtag-id')!, element);
  const inside = (box: DOMRect, left: number, top: number, right: number, bottom: number) =>
    box.left >= left && box.top >= top && box.right <= right && box.bottom <= bottom;
  return ids.filter((id) => {
    const hint = byId.get(id);
    if (!hint) return false;
    const box = hint.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || !inside(box, 0, 0, width, height)) return false;
    for (
      let around = hint.parentElement;
      around && around !== document.documentElement;
      around = around.parentElement
    ) {
      const { overflowX, overflowY } = getComputedStyle(around);
      if (overflowX === 'visible' && overflowY === 'visible') continue;
      const clip = around.getBoundingClientRect();
      if (
        !inside(
          box,
          clip.left + around.clientLeft,
          clip.top + around.clientTop,
          clip.left + around.clientLeft + around.clientWidth,
          clip.top + around.clientTop + around.clientHeight,
        )
      )
        return false;
    }
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && hint.contains(hit);
  });
}

/** Counts the scroll events of every scroller from now on, and hands a function that stops counting a frame later and says how many came. Runs in the page. */
function countScrolls(): () => Promise<number> {
  let count = 0;
  const seen = () => (count += 1);
  window.addEventListener('scroll', seen, { capture: true });
  return () =>
    new Promise<number>((done) =>
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          window.removeEventListener('scroll', seen, { capture: true });
          done(count);
        }),
      ),
    );
}

/** Notes whether the page changes its DOM from now on, and hands a function that stops and says so. Runs in the page. */
function noteChanges(): () => boolean {
  let changed = false;
  const observer = new MutationObserver(() => (changed = true));
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  return () => {
    changed ||= observer.takeRecords().length > 0;
    observer.disconnect();
    return changed;
  };
}

/**
 * A trial click on each of `ids`, the page's scroll offsets put back afterwards, so that reading
 * leaves the page as it was. A click may scroll the page, so they run one after the other, but for
 * two sets. `walled`: hints a layer over the whole viewport covers at every scroll offset, whose
 * clicks (refused wherever the page is scrolled, unless the layer lets the pointer through) run at
 * once. And first, those wholly in view that the pointer seems to reach, whose clicks scroll
 * nothing when each is taken: they run at once too, and their verdicts stand when every one was
 * taken and nothing scrolled meanwhile; else the page is put back and they run one by one with the rest.
 * A page may answer the scrolling and the pointer the content scrolled under (a "back to top" link
 * shown past some offset, a header hidden on the way down, a tooltip), and so show a later click
 * another page than the one read. When it changed its DOM meanwhile, each verdict that disagrees with
 * `stated` (the server's word: in use or not, by hint) is taken again in the page as read, put back
 * before each: the server's word chooses which clicks are taken twice, never their verdict.
 */
export async function trialClicks(
  page: Page,
  ids: string[],
  walled: Set<string>,
  stated: ReadonlyMap<string, boolean>,
): Promise<Map<string, PointerVerdict>> {
  const verdicts = new Map<string, PointerVerdict>();
  if (ids.length === 0) return verdicts;
  const scrolled = await page.evaluateHandle(scrollPositions);
  const changes = await page.evaluateHandle(noteChanges);
  try {
    const open = ids.filter((id) => !walled.has(id));
    // The last is clicked last, as one by one: Chromium moves its sequential focus navigation
    // starting point to each element a click scrolls into view (DevTools' scrollIntoViewIfNeeded),
    // so that a Tab after the reading goes on from the same element however the clicks ran.
    const inView = await page.evaluate(inViewAndReached, open.slice(0, -1));
    if (inView.length > 1) {
      const scrolls = await page.evaluateHandle(countScrolls);
      const found = await Promise.all(inView.map((id) => trialClick(page, id)));
      const seen = await scrolls.evaluate((stop) => stop());
      await scrolls.dispose();
      const moved = await scrolled.evaluate(scrollBack);
      if (!moved && seen === 0 && found.every((verdict) => verdict.takes))
        for (const [at, id] of inView.entries()) verdicts.set(id, found[at]!);
    }
    for (const id of open) if (!verdicts.has(id)) verdicts.set(id, await trialClick(page, id));
    const together = ids.filter((id) => walled.has(id));
    const found = await Promise.all(together.map((id) => trialClick(page, id)));
    for (const [at, id] of together.entries()) verdicts.set(id, found[at]!);
    await scrolled.evaluate(scrollBack);
    if (await changes.evaluate((stop) => stop())) {
      const again = ids.filter((id) => stated.has(id) && verdicts.get(id)!.takes !== stated.get(id));
      // The last of those clicked one by one is clicked last again: the focus starting point (above).
      const last = open.at(-1);
      if (again.length > 0 && last !== undefined && again.at(-1) !== last) again.push(last);
      await afterScroll(page);
      for (const id of again) {
        verdicts.set(id, await trialClick(page, id));
        if (await scrolled.evaluate(scrollBack)) await afterScroll(page);
      }
    }
  } finally {
    await changes.dispose();
    // Every scroller back where it stood: those the clicks moved from the start, back to it.
    await scrolled.evaluate(scrollBack);
    await scrolled.dispose();
    // What the page does on a scroll (a button that fades in past some offset) has run out before
    // anything reads it again.
    await afterScroll(page);
  }
  return verdicts;
}

/** What the pointer's verdicts say of a modal: whether one is open, and whether a hint named as it holds every hint in use. */
export interface ModalTruth {
  /** Open: the hints in use lie inside one element below the body that holds none out of use; undefined: none in use, not judged. */
  open: boolean | undefined;
  /** Whether the element the snapshot names as the modal holds every hint in use (undefined when it names none). */
  namedHoldsInUse: boolean | undefined;
  /** While one is open: every hint of the page that lies outside it, hidden ones too. */
  outside: string[];
}

/**
 * A modal is one layer outside which every visible hint is out of use: the innermost element
 * around every hint the pointer reaches, if it is not the page itself, lies in a layer (positioned
 * out of the flow, or a dialog) and holds no hint the pointer cannot reach (or that is inert).
 * Runs in the page.
 */
export function modalTruth([inUse, outOfUse, named]: [string[], string[], string | undefined]): ModalTruth {
  const byId = new Map<string, Element>();
  for (const element of Array.from(document.querySelectorAll('[data-semtag-id]'))) {
    const id = element.getAttribute('data-semtag-id')!;
    if (!byId.has(id)) byId.set(id, element);
  }
  const used = inUse.flatMap((id) => byId.get(id) ?? []);
  const unused = outOfUse.flatMap((id) => byId.get(id) ?? []);
  const modal = named === undefined ? undefined : byId.get(named);
  const namedHoldsInUse = named === undefined ? undefined : used.every((e) => modal?.contains(e) === true);
  if (unused.length === 0) return { open: false, namedHoldsInUse, outside: [] };
  if (used.length === 0) return { open: undefined, namedHoldsInUse, outside: [] };
  let around: Element | null = used[0]!;
  while (around && !used.every((e) => around!.contains(e))) around = around.parentElement;
  const page = around === null || around === document.body || around === document.documentElement;
  // A layer lies over the page: positioned out of the flow, or a dialog, itself or around it.
  let layer = false;
  for (let at = around; at && at !== document.body && !layer; at = at.parentElement)
    layer =
      ['fixed', 'absolute'].includes(getComputedStyle(at).position) ||
      at.localName === 'dialog' ||
      ['dialog', 'alertdialog'].includes(at.getAttribute('role') ?? '');
  const open = !page && layer && !unused.some((e) => around!.contains(e));
  const outside = open ? [...byId].filter(([, e]) => !around!.contains(e)).map(([id]) => id) : [];
  return { open, namedHoldsInUse, outside };
}

/**
 * Of `ids`, those a layer over the whole viewport lies over: the hits at the viewport's centre and
 * corners lie in one element below the body that does not hold the hint (a backdrop and its
 * drawer, as opposed to a partial cover: a toast, a sticky header), and the hit at the hint's
 * centre, once scrolled into view, lies in it too. Every scroll offset is put back. Runs in the page.
 */
export function underViewportLayer(ids: string[]): string[] {
  const width = document.documentElement.clientWidth;
  const height = document.documentElement.clientHeight;
  const points: Array<[number, number]> = [
    [width / 2, height / 2],
    [1, 1],
    [width - 2, 1],
    [1, height - 2],
    [width - 2, height - 2],
  ];
  const hits = points.map(([x, y]) => document.elementFromPoint(x, y));
  if (hits.some((hit) => hit === null)) return [];
  let layer: Element | null = hits[0]!;
  while (layer && !hits.every((hit) => layer!.contains(hit))) layer = layer.parentElement;
  if (!layer || layer === document.body || layer === document.documentElement) return [];
  const wall = layer;
  const stood: Array<[Element, number, number]> = [];
  for (const element of [document.scrollingElement, ...Array.from(document.querySelectorAll('*'))])
    if (element && (element.scrollTop !== 0 || element.scrollLeft !== 0 || element === document.scrollingElement))
      stood.push([element, element.scrollLeft, element.scrollTop]);
  const byId = new Map<string, Element>();
  for (const element of Array.from(document.querySelectorAll('[data-semtag-id]')))
    if (!byId.has(element.getAttribute('data-semtag-id')!)) byId.set(element.getAttribute('data-semtag-id')!, element);
  const under = ids.filter((id) => {
    const hint = byId.get(id);
    if (!hint || wall.contains(hint)) return false;
    hint.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    const box = hint.getBoundingClientRect();
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    if (box.width === 0 || box.height === 0 || x < 0 || y < 0 || x >= width || y >= height) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && wall.contains(hit);
  });
  const back = new Map(stood.map(([element, left, top]) => [element, [left, top] as const]));
  for (const element of [document.scrollingElement, ...Array.from(document.querySelectorAll('*'))]) {
    if (!element) continue;
    const [left, top] = back.get(element) ?? [0, 0];
    if (element.scrollLeft !== left || element.scrollTop !== top) element.scrollTo({ left, top, behavior: 'instant' });
  }
  return under;
}
