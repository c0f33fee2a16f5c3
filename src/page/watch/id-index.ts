// Finds hinted elements by id without rescanning the page on every observe. The index is built
// by one scan (open shadow roots included, each then watched too) and kept until a mutation adds,
// removes or renames a hinted element; text and other attribute changes (what most actions cause)
// leave it valid. It lives in the isolated world, so a navigation, which replaces that world,
// starts it afresh.

import { composedQueryAll, hasComposedMatch, hasShadowRoots, openShadowRoots } from '../dom/composed.js';
import { HINTED_SELECTOR, HINT_ATTR, elementsWithId } from '../dom/elements.js';

let index: Map<string, Element[]> | undefined;
let watcher: MutationObserver | undefined;

function holdsHints(node: Node): boolean {
  return node instanceof Element && (node.hasAttribute(HINT_ATTR.id) || hasComposedMatch(node, HINTED_SELECTOR));
}

function touchesHints(records: MutationRecord[]): boolean {
  for (const record of records) {
    if (record.type === 'attributes') return true;
    for (const node of record.addedNodes) if (holdsHints(node)) return true;
    for (const node of record.removedNodes) if (holdsHints(node)) return true;
  }
  return false;
}

function buildIndex(): Map<string, Element[]> {
  const built = new Map<string, Element[]>();
  // Shadow roots are watched from now on; one attached later is caught by the recheck on a miss.
  if (hasShadowRoots()) for (const root of openShadowRoots()) watch(root);
  for (const element of composedQueryAll(document, HINTED_SELECTOR)) {
    const id = element.getAttribute(HINT_ATTR.id);
    if (!id) continue;
    const list = built.get(id);
    if (list) list.push(element);
    else built.set(id, [element]);
  }
  return built;
}

function watch(root: Document | ShadowRoot): MutationObserver {
  watcher ??= new MutationObserver((records) => {
    if (touchesHints(records)) index = undefined;
  });
  watcher.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: [HINT_ATTR.id] });
  return watcher;
}

/** Elements whose data-semtag-id is exactly `id`, in composed order; the same answer as elementsWithId. */
export function indexedElementsWithId(id: string): Element[] {
  if (id === '') return [];
  if (typeof MutationObserver !== 'function') return elementsWithId(id);
  const observer = watcher ?? watch(document);
  // Records not yet delivered to the callback are judged now, so a change made just before this call counts.
  if (touchesHints(observer.takeRecords())) index = undefined;
  index ??= buildIndex();
  const found = index.get(id);
  if (found) return found;
  // A miss may come from a shadow root attached after the index was built, which no observer saw:
  // on a page with shadow roots, look again before saying the id is not there.
  if (!hasShadowRoots()) return [];
  index = buildIndex();
  return index.get(id) ?? [];
}
