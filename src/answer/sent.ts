// What the server sent the agent of a tab (kept in its page handle, src/browser/page-handle.ts): the last
// snapshot per scope (the baseline of a delta) with what later answers told it since, and the last
// state of each id (the baseline of observe's `until: "changed"`).
//
// It lives here, in the server, rather than in the page: it is a fact about our answers, not about
// the page, and keeping it on this side means a full page load (which replaces the isolated world)
// does not lose it, so a delta or a "changed" wait still compares with what the agent last saw.
// The page stays stateless beyond its caches; the cost is that a delta's full read crosses CDP.

import type { HintEntry, ObservedElement, Snapshot } from '../page/types.js';
import type { SentSnapshot } from './snapshot-delta.js';
import { statedEntries } from '../page/codec/unfold.js';
import type { StatedEntry } from '../page/codec/unfold.js';
import { BoundedLog, rememberAll } from './bounded-map.js';
import type { Batch } from './bounded-map.js';

/** Bounds, so a long session on a huge app cannot grow the server without limit. */
const MAX_SNAPSHOTS = 16;
const MAX_ENTRIES = 5_000;

/** The state of ids as last told, with their role; null: told as not on the page. */
export type SentStates = BoundedLog<string, HintEntry | null>;

const newSentStates = (): SentStates => new BoundedLog(MAX_ENTRIES);

export interface Baseline {
  readonly snapshot: SentSnapshot;
  /**
   * What `snapshot` states (statedEntries), unfolded once, when first asked for (a delta compares
   * with it): a full snapshot that no delta follows is never unfolded. Never changed, like the snapshot.
   */
  readonly stated: readonly StatedEntry[];
  /** What observes and other snapshots told after this one: a delta need not repeat it. */
  readonly sentSince: SentStates;
}

function baseline(snapshot: SentSnapshot, known: readonly StatedEntry[] | undefined, sentSince: SentStates): Baseline {
  let stated = known;
  return {
    snapshot,
    get stated() {
      return (stated ??= statedEntries(snapshot));
    },
    sentSince,
  };
}

export interface SentRecord {
  /** By snapshot key (scope and includeHidden). */
  baselines: Map<string, Baseline>;
  entries: SentStates;
}

/** A tab's record as it starts: nothing told yet. */
export function newSentRecord(): SentRecord {
  return { baselines: new Map(), entries: newSentStates() };
}

/** Every entry a snapshot states, flat groups, folded collections and their members alike, with its role. */
export function entriesOf(snapshot: Snapshot): HintEntry[] {
  return statedEntries(snapshot).map(({ entry }) => entry);
}

/** Tells every baseline but `except` (and the per-id states) what was just told. */
function recordAll(sent: SentRecord, states: Batch<string, HintEntry | null>, except?: string): void {
  sent.entries.add(states);
  for (const [key, told] of sent.baselines) if (key !== except) told.sentSince.add(states);
}

/**
 * `behindModal`: the ids the snapshot left out behind a modal. The agent holds what it was told of
 * them before (carried in `snapshot`, src/answer/snapshot-delta.ts), and what later answers told it
 * since: neither is news of this answer.
 */
export function recordSnapshot(
  sent: SentRecord,
  key: string,
  snapshot: SentSnapshot,
  behindModal?: ReadonlySet<string>,
  stated?: readonly StatedEntry[],
): void {
  const since = newSentStates();
  const before = sent.baselines.get(key)?.sentSince;
  if (before && behindModal?.size) {
    const kept: Array<readonly [string, HintEntry | null]> = [];
    for (const [id, state] of before) if (behindModal.has(id)) kept.push([id, state]);
    since.add(kept);
  }
  const told = baseline(snapshot, stated, since);
  rememberAll(sent.baselines, [[key, told]], MAX_SNAPSHOTS);
  // What a snapshot leaves out may be out of its scope or hidden: only what it lists is news.
  // Unfolded when first read, once for every record it is told to.
  let listed: Array<readonly [string, HintEntry]> | undefined;
  recordAll(
    sent,
    () => {
      if (!listed) {
        listed = [];
        for (const { entry } of told.stated) if (!behindModal?.has(entry.id)) listed.push([entry.id, entry]);
      }
      return listed;
    },
    key,
  );
}

export function recordObserved(sent: SentRecord, elements: ObservedElement[]): void {
  recordAll(
    sent,
    elements.map((element) => [element.id, 'absent' in element ? null : element]),
  );
}

/** What the agent was last told of each of `ids` it was told anything of (null: told absent). */
export function lastSent(sent: SentRecord, ids: readonly string[]): Record<string, ObservedElement | null> {
  const earlier: Record<string, ObservedElement | null> = {};
  for (const id of ids) {
    const entry = sent.entries.get(id);
    if (entry !== undefined) earlier[id] = entry;
  }
  return earlier;
}
