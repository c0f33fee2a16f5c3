// The page and the same-origin frames it shows, read as one: the snapshot and the review merge
// what each document's page code returned (src/browser/documents.ts reads them). Used by the
// tools and by the command line.

import { ENTER_FRAME, framed, pageDocuments, readDocuments } from './browser/documents.js';
import type { DocumentRead } from './browser/documents.js';
import type { IsolatedWorld } from './browser/isolated-world.js';
import { GAP_KINDS, REVIEW_PLACE_LIMIT, coverageOf } from './page/types.js';
import { ROLES } from './page/vocabulary.js';
import type { PageResult, PageSnapshot, Review, ReviewArgs, Snapshot, SnapshotArgs } from './page/types.js';

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
export async function readSnapshot(
  world: IsolatedWorld,
  args: SnapshotArgs,
  signal?: AbortSignal,
): Promise<PageResult<PageSnapshot>> {
  const reads = await readDocuments(world, 'snapshot', args, signal);
  const found = reads.filter((read) => read.result.ok);
  if (found.length === 0) return firstError(reads);
  const top = reads[0]!.result;
  const merged: PageSnapshot = top.ok ? structuredClone(top.value) : { url: world.pageUrl() };
  for (const read of found) {
    if (!read.frame || !read.result.ok) continue;
    const snapshot = read.result.value;
    const frame = read.frame;
    for (const group of GROUPS) {
      const entries = snapshot[group];
      if (!entries?.length) continue;
      merged[group] = [...(merged[group] ?? []), ...entries.map((entry) => framed(entry, frame))] as never;
    }
    if (snapshot.collections?.length) {
      const blocks = snapshot.collections.map((block) => {
        const { id, ...rest } = block;
        return id === undefined ? { frame, ...rest } : { id, frame, ...rest };
      });
      merged.collections = [...(merged.collections ?? []), ...blocks];
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
export async function readReview(
  world: IsolatedWorld,
  args: ReviewArgs,
  signal?: AbortSignal,
): Promise<PageResult<Review>> {
  const documents = await pageDocuments(world);
  // A page without frames answers as its document's review does.
  if (documents.length === 1) return documents[0]!.world.call('review', args, signal);
  const reads = await readDocuments(world, 'review', { ...args, counted: true }, signal, documents);
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
  // Kinds in GAP_KINDS order, as one document's review lists them.
  const ordered: Review['gaps'] = {};
  for (const kind of GAP_KINDS) {
    const report = gaps[kind];
    if (report) ordered[kind] = { count: report.count, places: report.places.slice(0, REVIEW_PLACE_LIMIT) };
  }
  const url = top.ok ? top.value.url : world.pageUrl();
  const coverage = coverageOf(hinted, interactive);
  return {
    ok: true,
    value: { url, coverage, gaps: ordered, total, ...(args.suggest ? { suggestions } : {}) },
  };
}
