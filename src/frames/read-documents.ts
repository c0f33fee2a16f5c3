// The page and the same-origin frames it shows, read as one. A page's documents are its own and
// those of its readable frames, nested ones included; each is read with the same page code, and the
// snapshot, the review and the watch merge what each returned. An entry from a frame says which
// frame (`frame`), in the form that, with its id, makes a Playwright target. Used by the tools and
// by the command line.

import type { IsolatedWorld } from '../browser/isolated-world.js';
import { GAP_KINDS, REVIEW_PLACE_LIMIT, coverageOf } from '../page/types.js';
import { GROUPS } from '../page/vocabulary.js';
import type {
  ObservedElement,
  PageApi,
  PageResult,
  PageSnapshot,
  Review,
  ReviewArgs,
  SnapshotArgs,
  Watch,
  WatchResult,
} from '../page/types.js';

/** What joins a frame's owner selector to what lies inside it in a Playwright selector. */
const ENTER_FRAME = ' >> internal:control=enter-frame >> ';

/** One readable document of the page. */
interface PageDocument {
  /** Absent for the page's own document; for a frame, the selector chain to its owner element. */
  frame?: string;
  world: IsolatedWorld;
}

/** How deep frames nest before the rest are left unread: deeper than any app nests them. */
const MAX_DEPTH = 4;

/**
 * The page's document (`world`, its own world) first, then each readable frame's, depth-first in
 * the order the tree lists them.
 */
async function pageDocuments(world: IsolatedWorld): Promise<PageDocument[]> {
  const top: PageDocument = { world };
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

type Method = 'snapshot' | 'review';

/** One document's read: its frame (none for the page's own) and what the page code returned. */
interface DocumentRead<T> {
  frame?: string;
  result: PageResult<T>;
}

/** Calls one page function in every document; a frame that went away while being read is left out. */
async function readDocuments<M extends Method>(
  world: IsolatedWorld,
  method: M,
  arg: Parameters<PageApi[M]>[0],
  signal?: AbortSignal,
  documents?: PageDocument[],
): Promise<Array<DocumentRead<ReturnType<PageApi[M]> extends PageResult<infer T> ? T : never>>> {
  // Unless the frames are known already, the page's own document, read whatever frames it holds,
  // is read while the frame tree is asked for: one round trip instead of two.
  const ownRead = documents ? undefined : world.call(method, arg, signal);
  ownRead?.catch(() => undefined); // Its failure is thrown below, once the frames are known.
  documents ??= await pageDocuments(world);
  const reads = [];
  for (const [index, document] of documents.entries()) {
    try {
      const result = await ((index === 0 ? ownRead : undefined) ?? document.world.call(method, arg, signal));
      reads.push({ ...(document.frame ? { frame: document.frame } : {}), result });
    } catch (err) {
      // The page's own document must answer; a frame may have been removed meanwhile. A dialog
      // holds every document: that is said, not read around.
      if (index === 0 || document.world.dialog) throw err;
    }
  }
  return reads as never;
}

/** An entry of a frame's document: `frame` right after its id. */
function framed<T extends { id: string }>(entry: T, frame: string): T & { frame: string } {
  const { id, ...rest } = entry;
  return { id, frame, ...rest } as T & { frame: string };
}

/** An error of the page's own document, else of the first frame: what the agent must change. */
function firstError<T>(reads: DocumentRead<T>[]): PageResult<never> {
  const failed = reads.find((read) => !read.result.ok);
  return failed!.result as PageResult<never>;
}

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
  // The merge replaces whole lists, never an entry: a copy of the top level leaves the read as it was.
  const merged: PageSnapshot = top.ok ? { ...top.value } : { url: world.pageUrl() };
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

/**
 * An observe or wait over the page and its frames. Each id is read in the document that holds it:
 * the page's own first, else the one frame that does; `frame` names the document to look in.
 * Ids in several frames (and not in the page's own document) need `frame`. Entries from a frame
 * carry it. Ids in different documents wait side by side, each document for its own.
 */
export async function readWatch(
  world: IsolatedWorld,
  args: Watch,
  frame: string | undefined,
  signal?: AbortSignal,
): Promise<WatchResult> {
  // One call when the page's own document answers: it holds every id, or shows no frame.
  if (frame === undefined) {
    const here = await world.call('watchUnlessFramed', args, signal);
    if (!('framed' in here)) return here;
  }
  const documents = await pageDocuments(world);
  if (frame === undefined && documents.length === 1) return documents[0]!.world.call('watch', args, signal);
  const frames = documents.flatMap((document) => (document.frame ? [document.frame] : []));
  const candidates = frame === undefined ? documents : documents.filter((document) => document.frame === frame);
  if (candidates.length === 0) return { ok: false, error: { code: 'frame-not-found', frame: frame ?? '', frames } };
  const counts = await Promise.all(
    candidates.map((document) => document.world.call('locate', { ids: args.ids }, signal)),
  );
  const homes = new Map<PageDocument, string[]>();
  for (const [index, id] of args.ids.entries()) {
    const holders = candidates.filter((_, at) => (counts[at]?.[index] ?? 0) > 0);
    if (holders.length > 1 && holders[0]!.frame !== undefined)
      return { ok: false, error: { code: 'id-in-frames', id, frames: holders.map((holder) => holder.frame!) } };
    // Held nowhere: the first document answers, with the usual error or `absent`.
    const home = holders[0] ?? candidates[0]!;
    homes.set(home, [...(homes.get(home) ?? []), id]);
  }
  const results = await Promise.all(
    [...homes].map(async ([document, ids]) => {
      const reported = args.reported
        ? Object.fromEntries(Object.entries(args.reported).filter(([id]) => ids.includes(id)))
        : undefined;
      const result = await document.world.call('watch', { ...args, ids, ...(reported ? { reported } : {}) }, signal);
      return { document, result };
    }),
  );
  const byId = new Map<string, ObservedElement>();
  let waitedMs: number | undefined;
  let timedOut = false;
  for (const { document, result } of results) {
    if (!result.ok) return result;
    for (const element of result.value)
      byId.set(element.id, document.frame ? framed(element, document.frame) : element);
    if (result.waitedMs !== undefined) waitedMs = Math.max(waitedMs ?? 0, result.waitedMs);
    if (result.timedOut) timedOut = true;
  }
  return {
    ok: true,
    value: args.ids.map((id) => byId.get(id)!),
    ...(waitedMs !== undefined ? { waitedMs } : {}),
    ...(timedOut ? { timedOut: true as const } : {}),
  };
}
