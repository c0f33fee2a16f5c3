// A page's documents: its own and those of the same-origin frames it shows, nested ones included.
// The tools read each with the same page code and merge what they read; an entry from a frame says
// which frame (`frame`), in the form that, with its id, makes a Playwright target.

import type { ObservedElement, PageApi, PageResult, Watch, WatchResult } from '../page/types.js';
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

/**
 * The page's document (`world`, its own world) first, then each readable frame's, depth-first in
 * the order the tree lists them.
 */
export async function pageDocuments(world: IsolatedWorld): Promise<PageDocument[]> {
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

/** The Playwright target of the element with `id` in a frame's document (or the page's, without `frame`). */
export function targetOf(id: string, frame?: string): string {
  const own = `[data-semtag-id='${id}']`;
  return frame ? `${frame}${ENTER_FRAME}${own}` : own;
}

type Method = 'snapshot' | 'review';

/** One document's read: its frame (none for the page's own) and what the page code returned. */
export interface DocumentRead<T> {
  frame?: string;
  result: PageResult<T>;
}

/** Calls one page function in every document; a frame that went away while being read is left out. */
export async function readDocuments<M extends Method>(
  world: IsolatedWorld,
  method: M,
  arg: Parameters<PageApi[M]>[0],
  signal?: AbortSignal,
  documents?: PageDocument[],
): Promise<Array<DocumentRead<ReturnType<PageApi[M]> extends PageResult<infer T> ? T : never>>> {
  documents ??= await pageDocuments(world);
  const reads = [];
  for (const [index, document] of documents.entries()) {
    try {
      const result = await document.world.call(method, arg, signal);
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
export function framed<T extends { id: string }>(entry: T, frame: string): T & { frame: string } {
  const { id, ...rest } = entry;
  return { id, frame, ...rest } as T & { frame: string };
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
