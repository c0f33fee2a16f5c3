// Page-wide facts kept current between calls, so that a call reads what it asks about and not the
// whole page: the open shadow roots, and the elements matching a few tracked selectors (the layers
// a page opens, its <dialog>s and frames, its hinted elements). They live in the isolated world, so
// a navigation, which replaces that world, starts them afresh.
//
// Why the facts stay true (every read first applies what changed since the last one):
// - A MutationObserver watches the document and every open shadow root the facts know of. Nodes
//   added are searched (their subtree and the shadow roots in it, which are watched from then on);
//   an attribute change re-tests its element. Records not yet delivered are taken at each read.
// - Tracked selectors are compound selectors about an element's own tag and attributes, so whether
//   an element matches changes only with a mutation of that element. Members are kept as long as
//   they may match and are re-tested (connected, still matching) when read, so removals need no
//   search of what was removed.
// - A shadow root attached to an element already in the page fires no mutation. The page's own
//   world signals every attachShadow call (shadow-signal.ts); the host is searched at the next
//   read. Where the signal is not installed (it answers a question on the document), the facts are
//   recomputed at every read: never worse than recomputing.
// - While the document is loading, the parser attaches declarative shadow roots (<template
//   shadowrootmode>) without a call: the facts are recomputed at every read until it has loaded.
// - Within one pass over the page (withFactsPass) the page cannot change: the facts are brought up
//   to date once, at its first read.
// - The snapshot and observe both read the facts as kept. The review reads the whole page anyway;
//   it recomputes them (refreshPageFacts), so what a page could hide from the signal (an
//   attachShadow kept from before the signal, or taken from another realm) lasts at most until the
//   next review.
//
// What is derived from the facts alone can be kept too (keptWhileUnchanged): the facts count every
// change that may alter which elements match a tracked selector or where matches lie relative to
// one another, and a kept value is recomputed when the count moved. See `generation` below.

import { passCache } from './pass-cache.js';
import type { PageFactsDescription } from '../types.js';
import { composedCompare } from './composed-order.js';
import { SHADOW_ATTACHED, SIGNAL_ANSWER, SIGNAL_QUESTION } from './shadow-signal.js';

/** A selector whose matches the facts keep; see trackedQuery. */
export interface TrackedQuery {
  readonly selector: string;
}

interface Tracked {
  selector: string;
  members: Set<Element>;
  /** The members that match now, while nothing touched them; undefined once something may have. */
  current: Element[] | undefined;
  ordered: Element[] | undefined;
}

const tracked: Tracked[] = [];
const watchedAttributes = new Set<string>();

/**
 * Registers a compound selector (tag, attributes; no combinators, no state pseudo-classes such as
 * :modal or :checked) whose matches the facts keep. Call at module load, before the first read.
 */
export function trackedQuery(selector: string): TrackedQuery {
  const entry: Tracked = { selector, members: new Set(), current: undefined, ordered: undefined };
  tracked.push(entry);
  for (const [, name] of selector.matchAll(/\[\s*([-\w]+)/g)) watchedAttributes.add(name!.toLowerCase());
  if (facts) {
    facts.rebuild = true;
    facts.observer.disconnect();
    facts.observer = newObserver();
    for (const root of [document, ...facts.roots]) observeRoot(facts.observer, root);
  }
  return entry;
}

interface Facts {
  observer: MutationObserver;
  roots: Set<ShadowRoot>;
  /** Hosts the signal reported since the last read. */
  attached: Element[];
  /** Whether the page's world answered that the signal is installed. */
  signalled: boolean;
  /** Something the facts could not follow: recompute at the next read. */
  rebuild: boolean;
}

let facts: Facts | undefined;

function newObserver(): MutationObserver {
  return new MutationObserver((records) => apply(records));
}

function observeRoot(observer: MutationObserver, root: Document | ShadowRoot): void {
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: [...watchedAttributes],
  });
}

/** Hosts of open shadow roots at or below `root` in its own tree (not inside their shadow roots). */
function hostsIn(root: Document | ShadowRoot | Element): Element[] {
  const hosts: Element[] = root instanceof Element && root.shadowRoot ? [root] : [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if ((node as Element).shadowRoot) hosts.push(node as Element);
  }
  return hosts;
}

/**
 * Counts changes that may alter the tracked matches or how they nest, so that what is derived from
 * them alone (which matches hold which, which attributes a match carries) can be kept between
 * reads. It moves wherever a tracked entry forgets what matches now (touched), which is:
 * - an attribute change on an element that matches, or matched, a tracked selector (the filter
 *   holds every attribute a tracked selector names, so any such change of a match is seen);
 * - a node added or removed whose subtree, at the time the record is applied, holds a match or a
 *   shadow host. Matches change place relative to one another only by such a move: a subtree with
 *   no match in it carries none with it. A match that left that subtree before the record was
 *   applied did so by a mutation of its own (a later record, seen here too), or was a member, which
 *   the removal of the node from the page is checked against;
 * - a shadow root found (its tree joins the composed tree) or the facts rebuilt.
 * Text and attributes no tracked selector names do not move it.
 */
let generation = 0;

function touched(entry: Tracked): void {
  entry.current = entry.ordered = undefined;
  generation++;
}

function consider(entry: Tracked, element: Element): void {
  if (element.matches(entry.selector)) {
    entry.members.add(element);
    touched(entry);
  } else if (entry.members.has(element)) {
    touched(entry);
  }
}

/** Adds what lies at and below `node` in the composed tree: matches, and shadow roots (watched from now on). */
function search(state: Facts, node: Element | ShadowRoot | Document): void {
  for (const entry of tracked) {
    if (node instanceof Element) consider(entry, node);
    const found = node.querySelectorAll(entry.selector);
    if (found.length === 0) continue;
    for (const element of found) entry.members.add(element);
    touched(entry);
  }
  for (const host of hostsIn(node)) adopt(state, host.shadowRoot!);
}

function adopt(state: Facts, root: ShadowRoot): void {
  generation++;
  state.roots.add(root);
  observeRoot(state.observer, root);
  search(state, root);
}

/** Forgets what is known to match now of every entry that `node`, a removed node, may have held. */
function removed(node: Element): void {
  // What lay in a shadow root below it went too.
  const anyHost = hostsIn(node).length > 0;
  for (const entry of tracked) {
    if (anyHost || entry.members.has(node) || node.querySelector(entry.selector) !== null) touched(entry);
  }
}

function apply(records: MutationRecord[]): void {
  const state = facts;
  if (!state) return;
  for (const record of records) {
    if (record.type === 'attributes') {
      for (const entry of tracked) consider(entry, record.target as Element);
      continue;
    }
    for (const node of record.addedNodes) if (node instanceof Element) search(state, node);
    for (const node of record.removedNodes) if (node instanceof Element) removed(node);
  }
}

/** Whether the page's own world answers for the signal (see shadow-signal.ts). */
function signalAnswers(): boolean {
  let answered = false;
  const hear = () => (answered = true);
  document.addEventListener(SIGNAL_ANSWER, hear);
  document.dispatchEvent(new Event(SIGNAL_QUESTION));
  document.removeEventListener(SIGNAL_ANSWER, hear);
  return answered;
}

/** Everything from scratch: every open shadow root and every match, in the document as it is now. */
function build(): Facts {
  builds++;
  generation++;
  facts?.observer.disconnect();
  const state: Facts = { observer: newObserver(), roots: new Set(), attached: [], signalled: false, rebuild: false };
  facts = state;
  for (const entry of tracked) {
    entry.members.clear();
    entry.current = entry.ordered = undefined;
  }
  // Listening starts before the search, so no attachShadow falls between the two.
  if (!listening) {
    listening = true;
    addEventListener(
      SHADOW_ATTACHED,
      (event) => {
        const host = event.composedPath()[0];
        if (host instanceof Element) facts?.attached.push(host);
        else if (facts) facts.rebuild = true;
      },
      { capture: true },
    );
  }
  state.signalled = signalAnswers();
  observeRoot(state.observer, document);
  search(state, document);
  return state;
}

let listening = false;
/** How many times the facts were computed from scratch in this document: the property test reads it. */
let builds = 0;

const factsPass = passCache<{ synced?: Facts }>(() => ({}));

/** Runs `read` as one pass: the page cannot change during it, so the facts are brought up to date once. */
export function withFactsPass<T>(read: () => T): T {
  return factsPass.run(read);
}

/** The facts as they are now (see the reasoning at the top of this file). */
function current(): Facts {
  const pass = factsPass.current;
  if (pass?.synced) return pass.synced;
  let state = facts;
  if (
    !state ||
    state.rebuild ||
    !state.signalled ||
    document.readyState === 'loading' ||
    typeof MutationObserver !== 'function'
  ) {
    state = build();
  } else {
    apply(state.observer.takeRecords());
    for (const host of state.attached.splice(0)) if (host.shadowRoot && host.isConnected) adopt(state, host.shadowRoot);
  }
  if (pass) pass.synced = state;
  return state;
}

/**
 * `derive` kept for as long as the facts say nothing changed that it may read: for a computation
 * that reads only tracked matches, their attributes that tracked selectors name, and how matches
 * nest in the composed tree. Never worse than recomputing: the count is read after the facts are
 * brought up to date, and a change applied while `derive` runs leaves the value marked as of the
 * earlier count, so the next read recomputes it.
 */
export function keptWhileUnchanged<T>(derive: () => T): () => T {
  let keptAt = -1;
  let kept: T;
  return () => {
    current();
    const at = generation;
    if (at !== keptAt) {
      kept = derive();
      keptAt = at;
    }
    return kept;
  };
}

/** Recomputes the facts from scratch: for a reader that reads the whole page anyway. */
export function refreshPageFacts(): void {
  const pass = factsPass.current;
  if (pass?.synced) return;
  const state = build();
  if (pass) pass.synced = state;
}

/** Every open shadow root in the page, nested ones included, in no particular order. */
export function knownShadowRoots(): ShadowRoot[] {
  const state = current();
  const roots: ShadowRoot[] = [];
  for (const root of state.roots) {
    // A host put back later is searched again as an added node.
    if (root.host.isConnected) roots.push(root);
    else state.roots.delete(root);
  }
  return roots;
}

/**
 * Whether the page may hold an open shadow root: false only inside a pass (withFactsPass), when the
 * facts know of none, connected or not. Asked many times a hint, so it allocates nothing; outside
 * a pass it answers true rather than bring the facts up to date at every ask.
 */
export function mayHoldShadowRoots(): boolean {
  return factsPass.current ? current().roots.size > 0 : true;
}

/** The elements in the page that match `query`, in no particular order. */
export function matchesOf(query: TrackedQuery): Element[] {
  current();
  const entry = query as Tracked;
  if (entry.current) return entry.current;
  const found: Element[] = [];
  for (const element of entry.members) {
    if (element.isConnected && element.matches(entry.selector)) found.push(element);
    else entry.members.delete(element);
  }
  entry.current = found;
  return found;
}

/** The elements in the page that match `query`, in composed order (as composedQueryAll lists them). */
export function orderedMatchesOf(query: TrackedQuery): Element[] {
  const found = matchesOf(query);
  const entry = query as Tracked;
  entry.ordered ??= [...found].sort(composedCompare);
  return entry.ordered;
}

/** The facts as kept, each element named by its `key` attribute (else its tag): for the property test. */
export function describeFacts(key: string): PageFactsDescription {
  const label = (element: Element): string => element.getAttribute(key) ?? `<${element.localName}>`;
  const roots = knownShadowRoots();
  return {
    builds,
    shadowHosts: roots.map((root) => label(root.host)).sort(),
    tracked: tracked.map((entry) => ({ selector: entry.selector, matches: orderedMatchesOf(entry).map(label) })),
  };
}
