// A page's documents: its own and those of the same-origin frames it shows, nested ones included.
// The tools read each with the same page code and merge what they read; an entry from a frame says
// which frame (`frame`), in the form that, with its id, makes a Playwright target.

import type { Page } from 'playwright-core';
import { GAP_KINDS, REVIEW_PLACE_LIMIT, ROLES } from '../page/types.js';
import type { PageApi, PageResult, Review, ReviewArgs, Snapshot, SnapshotArgs } from '../page/types.js';
import { isolatedWorld } from './isolated-world.js';
import type { IsolatedWorld } from './isolated-world.js';

/** What joins a frame's owner selector to what lies inside it in a Playwright selector. */
export const ENTER_FRAME = ' >> internal:control=enter-frame >> ';

/** One readable document of the page. */
export interface PageDocument {
  /** Absent for the page's own document; for a frame, the selector chain to its owner element. */
  frame?: string;
  world: IsolatedWorld;
}

/** How deep frames nest before the rest are left unread: deeper than any app nests them. */
const MAX_DEPTH = 4;

/** The page's document first, then each readable frame's, depth-first in the order the tree lists them. */
export async function pageDocuments(page: Page): Promise<PageDocument[]> {
  const top: PageDocument = { world: isolatedWorld(page) };
  const found: PageDocument[] = [top];
  const visit = async (document: PageDocument, depth: number) => {
    if (depth >= MAX_DEPTH) return;
    for (const child of await document.world.childFrames()) {
      const framed: PageDocument = {
        frame: document.frame ? `${document.frame}${ENTER_FRAME}${child.selector}` : child.selector,
        world: document.world.frameWorld(child.frameId),
      };
      found.push(framed);
      await visit(framed, depth + 1);
    }
  };
  await visit(top, 0);
  return found;
}

/** The Playwright target of the element with `id` in a frame's document (or the page's, without `frame`). */
export function targetOf(id: string, frame?: string): string {
  const own = `[data-semtag-id='${id}']`;
  return frame ? `${frame}${ENTER_FRAME}${own}` : own;
}

type Method = 'snapshot' | 'review';

/** One document's read: its frame (none for the page's own) and what the page code returned. */
interface DocumentRead<T> {
  frame?: string;
  result: PageResult<T>;
}

/** Calls one page function in every document; a frame that went away while being read is left out. */
async function readDocuments<M extends Method>(
  page: Page,
  method: M,
  arg: Parameters<PageApi[M]>[0],
  signal?: AbortSignal,
): Promise<Array<DocumentRead<ReturnType<PageApi[M]> extends PageResult<infer T> ? T : never>>> {
  const documents = await pageDocuments(page);
  const reads = [];
  for (const [index, document] of documents.entries()) {
    try {
      const result = await document.world.call(method, arg as never, signal);
      reads.push({ ...(document.frame ? { frame: document.frame } : {}), result });
    } catch (err) {
      // The page's own document must answer; a frame may have been removed meanwhile.
      if (index === 0) throw err;
    }
  }
  return reads as never;
}

/** An error of the page's own document, else of the first frame: what the agent must change. */
function firstError<T>(reads: DocumentRead<T>[]): PageResult<never> {
  const failed = reads.find((read) => !read.result.ok);
  return failed!.result as PageResult<never>;
}

const GROUPS = [...ROLES, 'other'] as const;

/**
 * The snapshot of the page and its frames: the page's url and screen; each group lists the page's
 * entries, then each frame's, which carry `frame` after their id; a frame's collections likewise.
 * A scope is looked for in every document: one that lacks it adds nothing.
 */
export async function readSnapshot(page: Page, args: SnapshotArgs, signal?: AbortSignal): Promise<PageResult<Snapshot>> {
  const reads = await readDocuments(page, 'snapshot', args, signal);
  const found = reads.filter((read) => read.result.ok);
  if (found.length === 0) return firstError(reads);
  const top = reads[0]!.result;
  const merged: Snapshot = top.ok ? structuredClone(top.value) : { url: page.url() };
  for (const read of found) {
    if (!read.frame || !read.result.ok) continue;
    const snapshot = read.result.value;
    const frame = read.frame;
    for (const group of GROUPS) {
      const entries = snapshot[group];
      if (!entries?.length) continue;
      const framed = entries.map(({ id, ...rest }) => ({ id, frame, ...rest }));
      merged[group] = [...(merged[group] ?? []), ...framed] as never;
    }
    if (snapshot.collections?.length) {
      const framed = snapshot.collections.map((block) => {
        const { id, ...rest } = block;
        return id === undefined ? { frame, ...rest } : { id, frame, ...rest };
      });
      merged.collections = [...(merged.collections ?? []), ...framed];
    }
  }
  return { ok: true, value: merged };
}

/** Whether any entry of a merged snapshot comes from a frame. */
export function hasFramedEntries(snapshot: Snapshot): boolean {
  return (
    GROUPS.some((group) => snapshot[group]?.some((entry) => entry.frame !== undefined)) ||
    (snapshot.collections?.some((block) => block.frame !== undefined) ?? false)
  );
}

/**
 * The review of the page and its frames: the page's url; each kind's count summed and its places
 * listed in order, a frame's as `<frame> >> internal:control=enter-frame >> <place>`; coverage
 * over every document's interactive elements.
 */
export async function readReview(page: Page, args: ReviewArgs, signal?: AbortSignal): Promise<PageResult<Review>> {
  const reads = await readDocuments(page, 'review', args, signal);
  const found = reads.filter((read) => read.result.ok);
  if (found.length === 0) return firstError(reads);
  const top = reads[0]!.result;
  const gaps: Review['gaps'] = {};
  let interactive = 0;
  let hinted = 0;
  let total = 0;
  const suggestions = [];
  for (const read of found) {
    if (!read.result.ok) continue;
    const review = read.result.value;
    const where = (place: string) => (read.frame ? `${read.frame}${ENTER_FRAME}${place}` : place);
    for (const kind of GAP_KINDS) {
      const report = review.gaps[kind];
      if (!report) continue;
      const merged = (gaps[kind] ??= { count: 0, places: [] });
      merged.count += report.count;
      merged.places.push(...report.places.map(where));
    }
    total += review.total;
    interactive += review.counted?.interactive ?? 0;
    hinted += review.counted?.hinted ?? 0;
    if (review.suggestions) suggestions.push(...review.suggestions.map((s) => ({ ...s, place: where(s.place) })));
  }
  for (const report of Object.values(gaps)) report.places = report.places.slice(0, REVIEW_PLACE_LIMIT);
  const url = top.ok ? top.value.url : page.url();
  const coverage = interactive === 0 ? 100 : Math.floor((hinted * 1000) / interactive) / 10;
  return {
    ok: true,
    value: { url, coverage, gaps, total, ...(args.suggest ? { suggestions } : {}) },
  };
}
