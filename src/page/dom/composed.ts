// The composed tree: the document with the open shadow roots below it, as the user sees the page
// and as Playwright's selectors pierce it. Apps built from web components (Lit, Stencil) keep
// their whole interface, hints included, inside shadow roots. A host's shadow tree is ordered
// right after the host, before the host's own children. Pages without shadow roots take the
// native paths: the page-wide facts (page-facts.ts) say whether there are any.

import { knownShadowRoots, mayHoldShadowRoots, withFactsPass } from './page-facts.js';

/** Hosts of open shadow roots in `root`'s own tree (not inside their shadow roots), in document order. */
export function shadowHostsIn(root: Document | Element | ShadowRoot): Element[] {
  const roots = knownShadowRoots();
  if (roots.length === 0) return [];
  // A whole tree: the facts know its hosts. Below an element, walking its subtree costs what the
  // query there does.
  if (!(root instanceof Element)) {
    return roots
      .map((known) => known.host)
      .filter((host) => host.getRootNode() === root)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  }
  const hosts: Element[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if ((node as Element).shadowRoot) hosts.push(node as Element);
  }
  return hosts;
}

/** Whether the document holds any open shadow root (a page-wide fact, kept current). */
export function hasShadowRoots(): boolean {
  return knownShadowRoots().length > 0;
}

/**
 * Runs `read` as one pass over the page: the page cannot change during it, so the page-wide facts
 * (the shadow roots among them) are brought up to date once.
 */
export const withComposedPass = withFactsPass;

/** The parent in the composed tree: the parent element, else the host of the shadow root the element sits in. */
export function composedParent(element: Element): Element | null {
  const parent = element.parentElement;
  if (parent) return parent;
  const root = element.parentNode;
  return root instanceof ShadowRoot ? root.host : null;
}

/** closest() across shadow boundaries: from a shadow root's top it goes on at the host. */
export function composedClosest(element: Element | null, selector: string): Element | null {
  // Without shadow roots the document is the only tree: no boundary to cross.
  if (element && !mayHoldShadowRoots()) return element.closest(selector);
  for (let current = element; current;) {
    const found = current.closest(selector);
    if (found) return found;
    const root = current.getRootNode();
    current = root instanceof ShadowRoot ? root.host : null;
  }
  return null;
}

/** Whether `node` is `ancestor` or lies below it in the composed tree. */
export function composedContains(ancestor: Document | Element, node: Element): boolean {
  if (!mayHoldShadowRoots()) return ancestor.contains(node);
  for (let current: Element | null = node; current;) {
    if (ancestor.contains(current)) return true;
    const root = current.getRootNode();
    current = root instanceof ShadowRoot ? root.host : null;
  }
  return false;
}

/** Matches of `selector` below `root` (root excluded), across open shadow roots, in composed order. */
export function composedQueryAll(root: Document | Element | ShadowRoot, selector: string): Element[] {
  return hasShadowRoots() ? composedMatches(root, selector) : Array.from(root.querySelectorAll(selector));
}

function composedMatches(root: Document | Element | ShadowRoot, selector: string): Element[] {
  const light = root.querySelectorAll(selector);
  const hosts = shadowHostsIn(root);
  if (root instanceof Element && root.shadowRoot) hosts.unshift(root);
  const out: Element[] = [];
  let next = 0;
  for (const host of hosts) {
    // Everything before the host in document order, its ancestors included, comes first.
    while (next < light.length) {
      const element = light[next]!;
      if (element !== host && !(element.compareDocumentPosition(host) & Node.DOCUMENT_POSITION_FOLLOWING)) break;
      out.push(element);
      next++;
    }
    for (const inner of composedMatches(host.shadowRoot!, selector)) out.push(inner);
  }
  while (next < light.length) out.push(light[next++]!);
  return out;
}

/**
 * Whether anything below `root` matches `selector`, across open shadow roots. Walks only `root`'s
 * own subtree, so it stays cheap for the small elements it is asked about most.
 */
export function hasComposedMatch(root: Element | ShadowRoot, selector: string): boolean {
  if (isLeaf(root)) return false;
  if (root.querySelector(selector)) return true;
  // Asked for every hinted element of a snapshot: on a page with no shadow roots, a walk per
  // element would only confirm it.
  if (!hasShadowRoots()) return false;
  if (root instanceof Element && root.shadowRoot && hasComposedMatch(root.shadowRoot, selector)) return true;
  return shadowHostsIn(root).some((host) => hasComposedMatch(host.shadowRoot!, selector));
}

/**
 * An element with nothing below it in the composed tree that a query could find: no child element
 * and no open shadow root. Most hints are such leaves (a link, a price, a button's text), and this
 * costs less than the query it spares.
 */
export function isLeaf(root: Element | ShadowRoot): boolean {
  return root instanceof Element && root.firstElementChild === null && root.shadowRoot === null;
}

/** Every open shadow root in the document, nested ones included, in no particular order. */
export const openShadowRoots = knownShadowRoots;
