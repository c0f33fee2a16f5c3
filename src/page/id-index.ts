// Finds hinted elements by id without rescanning the page on every observe. The index is built
// by one scan and kept until a mutation adds, removes or renames a hinted element; text and
// other attribute changes (what most actions cause) leave it valid. It lives in the isolated
// world, so a navigation, which replaces that world, starts it afresh.

import { HINTED_SELECTOR, HINT_ATTR, elementsWithId } from './dom.js';

let index: Map<string, Element[]> | undefined;
let watcher: MutationObserver | undefined;

function holdsHints(node: Node): boolean {
  return node instanceof Element && (node.hasAttribute(HINT_ATTR.id) || node.querySelector(HINTED_SELECTOR) !== null);
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
  for (const element of document.querySelectorAll(HINTED_SELECTOR)) {
    const id = element.getAttribute(HINT_ATTR.id);
    if (!id) continue;
    const list = built.get(id);
    if (list) list.push(element);
    else built.set(id, [element]);
  }
  return built;
}

/** Elements whose data-semtag-id is exactly `id`, in document order; the same answer as elementsWithId. */
export function indexedElementsWithId(id: string): Element[] {
  if (id === '') return [];
  if (typeof MutationObserver !== 'function') return elementsWithId(id);
  if (!watcher) {
    watcher = new MutationObserver((records) => {
      if (touchesHints(records)) index = undefined;
    });
    watcher.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: [HINT_ATTR.id] });
  }
  // Records not yet delivered to the callback are judged now, so a change made just before this call counts.
  if (touchesHints(watcher.takeRecords())) index = undefined;
  index ??= buildIndex();
  return index.get(id) ?? [];
}
