// Shapes that cross the page boundary. JSON-safe, no DOM types: the Node side imports this file too.

import type { Role } from './vocabulary.js';

export type HintValue = string | number | boolean | string[];

/** One hinted element, fields present only when they say something. */
export interface HintEntry {
  id: string;
  /** In a frame's document: the selector chain to the frame (src/browser/documents.ts); the page's own document has none. */
  frame?: string;
  role?: string;
  name?: string;
  action?: string;
  state?: string;
  target?: string;
  controls?: string;
  options?: string[];
  /** Rows (collection) or options (select) the page states it has, when it holds fewer. */
  total?: number;
  value?: HintValue;
  enabled?: false;
  visible?: false;
}

/** The entry fields that can vary between the members of a collection, in output order. */
export const ENTRY_FIELDS = [
  'role',
  'name',
  'action',
  'state',
  'target',
  'controls',
  'options',
  'total',
  'value',
  'enabled',
  'visible',
] as const satisfies readonly (keyof HintEntry)[];

export type EntryField = (typeof ENTRY_FIELDS)[number];

export type SharedFields = Partial<Pick<HintEntry, EntryField>>;

export type Cell = HintValue | null;

/** Entry fields a folded block never states of the collection: its role is implied, and it has no options or value. */
const MEMBER_ONLY_FIELDS = ['role', 'options', 'value'] as const satisfies readonly EntryField[];

type MemberOnlyField = (typeof MEMBER_ONLY_FIELDS)[number];

export type CollectionField = 'id' | 'frame' | Exclude<EntryField, MemberOnlyField>;

/**
 * A collection's own fields, in output order: what a folded block says of the collection itself
 * (its container's entry), not of its rows. Fold copies them from the container, unfold reads them back.
 */
export const COLLECTION_FIELDS: readonly CollectionField[] = [
  'id',
  'frame',
  ...ENTRY_FIELDS.filter(
    (field): field is Exclude<EntryField, MemberOnlyField> =>
      !(MEMBER_ONLY_FIELDS as readonly string[]).includes(field),
  ),
];

/** A collection's own fields as a block states them; its id too may be absent (an unhinted container). */
export type CollectionFields = Partial<Pick<HintEntry, CollectionField>>;

export interface FoldedCollection extends CollectionFields {
  idPattern: string;
  item?: SharedFields;
  itemControls?: Record<string, SharedFields>;
  fields: string[];
  items: Cell[][];
}

export type RoleGroups = { [R in Role]?: Omit<HintEntry, 'role'>[] };

export interface Snapshot extends RoleGroups {
  url: string;
  screen?: string;
  /** While a modal is open: its hint id, or true when no hint names it. */
  modal?: string | true;
  other?: HintEntry[];
  collections?: FoldedCollection[];
}

/**
 * The page's answer to a snapshot: the snapshot, and the ids of the hints it left out because they
 * lie behind the open modal, so that a delta does not report them removed. The server keeps the
 * list to itself.
 */
export interface PageSnapshot extends Snapshot {
  behindModal?: string[];
}

export interface SnapshotArgs {
  scope?: string;
  includeHidden?: boolean;
}

export interface ObserveArgs {
  id: string;
}

/**
 * What a watch waits for: `changed` (any id differs from what the server last reported, else from
 * its state when the call began), `present` / `absent` (every id), or fields every id must show
 * (`enabled: true` and `visible: true` match the absence of `enabled: false` / `visible: false`).
 */
export type Condition =
  'changed' | 'present' | 'absent' | { value?: unknown; state?: string; enabled?: boolean; visible?: boolean };

/** An observed id: its entry, or `absent` when no element carries it (a state, while waiting). */
export type ObservedElement = HintEntry | { id: string; absent: true };

export interface Watch {
  ids: string[];
  /** Without a condition, an id not on the page is an error, as for a single observe. */
  until?: Condition;
  timeoutMs: number;
  /** What the server last reported for these ids (null: reported absent). */
  reported?: Record<string, ObservedElement | null>;
}

export type WatchResult =
  { ok: true; value: ObservedElement[]; waitedMs?: number; timedOut?: true } | { ok: false; error: PageError };

/** The page-wide facts as the page code keeps them (src/page/dom/page-facts.ts), for tests. */
export interface PageFactsDescription {
  /** How many times the facts were computed from scratch in this document. */
  builds: number;
  /** The hosts of the open shadow roots, by key, sorted. */
  shadowHosts: string[];
  /** Each tracked selector's matches, by key, in composed order. */
  tracked: Array<{ selector: string; matches: string[] }>;
}

/** A watch left to the server: an id is not in this document, which shows frames. */
export interface Framed {
  framed: true;
}

/** Why the page could not answer; the Node side turns these into messages that say how to fix the call. */
export type PageError =
  | { code: 'scope-not-found'; scope: string; triedSelector: boolean }
  | { code: 'invalid-scope'; scope: string; reason: string }
  | { code: 'id-not-found'; id: string; similar: string[]; hintedCount: number }
  | { code: 'id-ambiguous'; id: string; count: number }
  // Of a page with frames (src/browser/documents.ts).
  | { code: 'frame-not-found'; frame: string; frames: string[] }
  | { code: 'id-in-frames'; id: string; frames: string[] };

export type PageResult<T> = { ok: true; value: T } | { ok: false; error: PageError };

/** When a document was last used, in epoch ms, for choosing the active tab (src/page/watch/activity.ts). */
export interface ActivityState {
  loadedAt: number;
  /** The last same-document navigation (history API, hash, back/forward) seen since recording began. */
  navigatedAt?: number;
  /** The last trusted pointer, key, text or device-focus event seen since recording began. */
  inputAt?: number;
}

/** The functions the bundle installs in the isolated world. */
export interface PageApi {
  snapshot(args: SnapshotArgs): PageResult<PageSnapshot>;
  activity(args: Record<string, never>): ActivityState;
  /** A navigation to `to` starts: the last trusted click, with no input since, led there. */
  clickLedTo(args: { to: string }): void;
  /** Returns a promise only when it has to wait, which only a watch with `until` may. */
  watch(args: Watch): WatchResult | Promise<WatchResult>;
  /** The same, unless the answer may lie in a frame (see watchUnlessFramed). */
  watchUnlessFramed(args: Watch): WatchResult | Framed | Promise<WatchResult>;
  /** The page-wide facts as kept, elements named by their `key` attribute: for the property test. */
  pageFacts(args: { key: string }): PageFactsDescription;
  review(args: ReviewArgs): PageResult<Review>;
  overlay(args: OverlayArgs): PageResult<OverlayResult>;
  outlineCounts(args: { scope?: string }): PageResult<OutlineCounts>;
  pageLinks(args: PageLinksArgs): PageLinks;
  /** How many elements carry each id: which document holds an id, when the page has frames. */
  locate(args: { ids: string[] }): number[];
  /** Called on a frame's owner element by node, not through `call` (src/browser/isolated-world.ts). */
  frameOwner(element: unknown): FrameOwner;
}

/** A frame's owner element: how Playwright selects it, and whether its document can be read. */
export interface FrameOwner {
  selector: string;
  /** Same origin and shown: its hints are read. */
  readable: boolean;
}

// ---- Hint review (src/page/review/, src/page/overlay/): rules in references/hint-design.md "What the review reports".

/** The gap kinds the review reports, in the order they are listed. */
export const GAP_KINDS = [
  'unknownRole',
  'missingRole',
  'missingId',
  'duplicateId',
  'badId',
  'danglingControls',
  'unreadableToggle',
  'unfoldedRepeat',
  'unhinted',
  'crossOriginFrame',
  'unhintedLayer',
  'unmarkedPlaceholder',
] as const;

export type GapKind = (typeof GAP_KINDS)[number];

/** `count` is the total; `places` (semantic ids, prefixes or short CSS paths) stop at REVIEW_PLACE_LIMIT. */
export interface GapReport {
  count: number;
  places: string[];
}

export const REVIEW_PLACE_LIMIT = 20;

/** Percent hinted, rounded down to one decimal so that only a full cover reads 100; 100 with nothing to hint. */
export function coverageOf(hinted: number, interactive: number): number {
  return interactive === 0 ? 100 : Math.floor((hinted * 1000) / interactive) / 10;
}

export interface Review {
  url: string;
  /** Percent of the reviewed interactive elements that are hinted, rounded down to one decimal; 100 when there are none. */
  coverage: number;
  /** Only kinds with a count above zero, in GAP_KINDS order. */
  gaps: Partial<Record<GapKind, GapReport>>;
  /** Sum of the counts. */
  total: number;
  /** With `suggest`: the hint proposed for each gap it can fix, in document order (src/page/review/suggest.ts). */
  suggestions?: HintSuggestion[];
  /** With `counted`: what coverage is made of, to merge the reviews of a page's frames; never sent. */
  counted?: { interactive: number; hinted: number };
}

/**
 * What a suggestion is when it fixes no gap the review counts: a named area (`region`), the
 * structure around controls or records (`structure`: a collection of records, live text, a
 * figure), or a control the page does not expose as one (`control`: clickable by its look alone,
 * a `<details>` summary).
 */
export const ADVICE_KINDS = ['region', 'structure', 'control'] as const;

export type AdviceKind = (typeof ADVICE_KINDS)[number];

/** One proposed hint: the element, the attributes to set on it, and why. Exactly one of `gap` and `advice`. */
export interface HintSuggestion {
  /** A short CSS path to the element, or its semantic id when it has one. */
  place: string;
  /** Its accessible name, when it has one. */
  name?: string;
  /** The gap the review counts that this fixes. */
  gap?: GapKind;
  /** What it is when it fixes no counted gap: advice. */
  advice?: AdviceKind;
  /** The attributes to set, by name, in the order to write them. */
  set: Record<string, string>;
  why: string;
  /** Where the attributes go in the app's source, for the framework the page shows signs of. */
  where?: string;
}

/** More suggestions than any page's gaps need; past it a hostile page could flood the answer. */
export const SUGGESTION_LIMIT = 1000;

export interface ReviewArgs {
  scope?: string;
  includeHidden?: boolean;
  /** Propose a hint for each gap it can fix. */
  suggest?: boolean;
  /** Also say what coverage is made of (`counted`), to merge it with the page's frames'. */
  counted?: boolean;
}

export interface OverlayArgs {
  /** false removes the overlay. */
  show: boolean;
  scope?: string;
  /** Label each element a hint is suggested for with that hint. */
  suggest?: boolean;
}

export interface OverlayResult {
  shown: boolean;
  /** Hinted elements outlined. */
  hinted: number;
  /** Elements flagged as gaps. */
  flagged: number;
  /** Height of the legend panel in CSS pixels (0 when hidden), so a screenshot can make room for it. */
  panelHeight: number;
}

/** The hinted elements and the gap elements the overlay outlines, counted without drawing it. */
export type OutlineCounts = Pick<OverlayResult, 'hinted' | 'flagged'>;

// ---- Crawl (src/page/read/links.ts): what `semantic-hints review --crawl` follows from a page.

export interface PageLinksArgs {
  /** Every link, not only navigation hints. */
  allLinks: boolean;
}

/** More than any app's page links to; a hostile page cannot make the crawler's queue unbounded. */
export const MAX_PAGE_LINKS = 2000;

export interface PageLinks {
  screen?: string;
  /** Absolute URLs without their hash, deduplicated, in document order. */
  links: string[];
}
