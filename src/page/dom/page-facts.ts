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
// - The snapshot reads the whole page anyway; it recomputes the facts (refreshPageFacts), so what
//   a page could hide from the signal (an attachShadow kept from before the signal, or taken from
//   another realm) lasts at most until the next snapshot.

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

function consider(entry: Tracked, element: Element): void {
  if (element.matches(entry.selector)) {
    entry.members.add(element);
    entry.current = entry.ordered = undefined;
  } else if (entry.members.has(element)) {
    entry.current = entry.ordered = undefined;
  }
}

/** Adds what lies at and below `node` in the composed tree: matches, and shadow roots (watched from now on). */
function search(state: Facts, node: Element | ShadowRoot | Document): void {
  for (const entry of tracked) {
    if (node instanceof Element) consider(entry, node);
    const found = node.querySelectorAll(entry.selector);
    if (found.length === 0) continue;
    for (const element of found) entry.members.add(element);
    entry.current = entry.ordered = undefined;
  }
  for (const host of hostsIn(node)) adopt(state, host.shadowRoot!);
}

function adopt(state: Facts, root: ShadowRoot): void {
  state.roots.add(root);
  observeRoot(state.observer, root);
  search(state, root);
}

/** Forgets what is known to match now of every entry that `node`, a removed node, may have held. */
function removed(node: Element): void {
  // What lay in a shadow root below it went too.
  const anyHost = hostsIn(node).length > 0;
  for (const entry of tracked) {
    if (anyHost || entry.members.has(node) || node.querySelector(entry.selector) !== null)
      entry.current = entry.ordered = undefined;
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
