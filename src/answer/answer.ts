// The answer layer: everything between what a tool read from the page and what the agent is given.
// A tool reads, then hands the read to its tab's Answer, which chooses between a delta and the full
// snapshot, keeps the answer under the response ceiling (with the call that reads what was left
// out), names the tab read when several could be the agent's, and records what the agent was told
// (sent.ts) so that the next delta or "changed" wait compares with it. The fallback `warning` is
// added to every result on its way out (call-result.ts).

import type { ObservedElement, PageSnapshot, Review, Snapshot } from '../page/types.js';
import { GROUPS } from '../page/vocabulary.js';
import { rowsFrom } from './collection-rows.js';
import type { RowsPage } from './collection-rows.js';
import { WARNING_ROOM, fitElements, fitReview, fitToCeiling } from './response-ceiling.js';
import type { Truncation } from './response-ceiling.js';
import { carryBehindModal, chooseDelta, statesSameAs } from './snapshot-delta.js';
import { statedEntries } from '../page/codec/unfold.js';
import type { StatedEntry } from '../page/codec/unfold.js';
import type { SnapshotDelta } from './snapshot-delta.js';
import { lastSent, recordObserved, recordSnapshot } from './sent.js';
import type { SentRecord } from './sent.js';

/** The `full` reason when hints of frames are on the page, now or in the snapshot compared with. */
export const FRAMED_IN_FULL = 'the page shows hints in frames: changes come in full';

/** Whether any entry of a merged snapshot comes from a frame. */
export function hasFramedEntries(snapshot: Snapshot): boolean {
  return (
    GROUPS.some((group) => snapshot[group]?.some((entry) => entry.frame !== undefined)) ||
    (snapshot.collections?.some((block) => block.frame !== undefined) ?? false)
  );
}

/** What a snapshot was asked for: its scope, and whether to say only what changed. */
export interface SnapshotAsked {
  scope?: string | undefined;
  includeHidden?: boolean | undefined;
  changes?: boolean | undefined;
}

/** A full snapshot (`full`: why it is not a delta), or the changes since the agent last read this scope. */
export type SnapshotAnswer = (Snapshot & { truncated?: Truncation; full?: string }) | SnapshotDelta;

/** What a watch of the page read: the elements, and how the wait went. */
export interface Watched {
  value: ObservedElement[];
  waitedMs?: number;
  timedOut?: true;
}

/** The tab an answer is about, as the session hands it over. */
export interface AnsweredTab {
  readonly sent: SentRecord;
  /** The tab's address now. */
  url(): string;
}

export class Answer {
  constructor(
    private readonly tab: AnsweredTab,
    /** Tabs showing a document: when more than one, an answer names the one read. */
    private readonly documentTabs: number,
    /** The response ceiling, in bytes of JSON. */
    private readonly maxSize: number,
  ) {}

  /**
   * The page's snapshot: in full, or, when `changes` asks for it and it is worth sending, the delta
   * from what the agent was last told of this scope. Either becomes the baseline of the next delta.
   */
  snapshot({ behindModal: behindIds, ...snapshot }: PageSnapshot, asked: SnapshotAsked): SnapshotAnswer {
    const { scope, includeHidden, changes } = asked;
    const behindModal = new Set(behindIds);
    const key = JSON.stringify([scope ?? null, includeHidden ?? false]);
    const baseline = this.tab.sent.baselines.get(key);
    // Ids are unique per document only: a delta, keyed by id, would mix up two documents' entries.
    const framed = hasFramedEntries(snapshot) || (baseline !== undefined && hasFramedEntries(baseline.snapshot));
    // Every element the page shows, unfolded once when a comparison asks (an unchanged page needs
    // none), then kept for what is told. Else they are unfolded only when a later delta or wait
    // reads them (src/answer/sent.ts).
    let stated: readonly StatedEntry[] | undefined;
    const statedAfter = changes && !framed ? () => (stated ??= statedEntries(snapshot)) : undefined;
    const choice = !changes
      ? undefined
      : framed
        ? { full: FRAMED_IN_FULL }
        : chooseDelta(baseline?.snapshot, snapshot, {
            ...(baseline ? { sentSince: baseline.sentSince, statedBefore: () => baseline.stated } : {}),
            sayUrl: this.documentTabs > 1,
            maxSize: this.maxSize - WARNING_ROOM,
            behindModal,
            statedAfter,
          });
    /** The sent snapshot's statedEntries: the page's, unless it holds other lists (carried, cut). */
    const statedOfSent = (held: Snapshot) => (stated && statesSameAs(held, snapshot) ? stated : undefined);
    if (choice && 'delta' in choice) {
      recordSnapshot(this.tab.sent, key, choice.sent, behindModal, statedOfSent(choice.sent));
      return choice.delta;
    }
    // The reason is part of the answer, so it is counted against the ceiling.
    const reason = choice?.full !== undefined ? { full: choice.full } : {};
    const { full: _reason, ...full } = fitToCeiling({ ...snapshot, ...reason }, this.maxSize, { scope, includeHidden });
    const held = carryBehindModal(baseline?.snapshot, full, behindModal);
    recordSnapshot(this.tab.sent, key, held, behindModal, statedOfSent(held));
    return { ...full, ...reason };
  }

  /**
   * One collection's rows from the member `from` on. A page of rows is not a snapshot of the page:
   * it is not told as one, and later deltas do not compare with it.
   */
  rows(
    { behindModal: _behind, ...snapshot }: PageSnapshot,
    from: string,
    asked: SnapshotAsked,
  ): RowsPage & { truncated?: Truncation } {
    const page = rowsFrom(snapshot, from);
    return fitToCeiling(page, this.maxSize, { scope: asked.scope, includeHidden: asked.includeHidden }, page.rows);
  }

  /** What the agent was last told of `ids`: what a "changed" wait compares with. */
  lastSent(ids: readonly string[]): Record<string, ObservedElement | null> {
    return lastSent(this.tab.sent, ids);
  }

  /**
   * Elements read by an observe: one id asked alone answers as its entry; several, as `elements`,
   * cut to the ceiling with the call that reads the rest. Only what the answer holds is told: an
   * element left out is still news to a later call.
   */
  observed({ value: elements, waitedMs, timedOut }: Watched, alone: boolean): Record<string, unknown> {
    // Several tabs could be the agent's: name the one read, so a mismatch shows.
    const read = this.documentTabs > 1 ? { url: this.tab.url() } : {};
    const waitFields = {
      ...(waitedMs !== undefined ? { waitedMs } : {}),
      ...(timedOut ? { timedOut: true as const } : {}),
    };
    if (alone) {
      recordObserved(this.tab.sent, elements);
      return { ...read, ...elements[0]!, ...waitFields };
    }
    const answer = fitElements({ ...read, elements, ...waitFields }, this.maxSize);
    recordObserved(this.tab.sent, answer.elements);
    return answer;
  }

  /** A review, cut to the ceiling by its places; each kind's count still gives the total. */
  review<T extends Review>(review: T): T {
    return fitReview(review, this.maxSize);
  }
}
