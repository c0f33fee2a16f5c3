// Finds hinted elements by id without rescanning the page on every observe. The hinted elements are
// a page-wide fact (page-facts.ts), kept current from mutations; the index by id is rebuilt
// from them only when they changed: text and other attribute changes (what most actions cause)
// leave it as it is.

import { HINTED_SELECTOR, HINT_ATTR } from '../dom/elements.js';
import { matchesOf, trackedQuery } from '../dom/page-facts.js';

const HINTED = trackedQuery(HINTED_SELECTOR);

let indexed: Element[] | undefined;
let index = new Map<string, Element[]>();

/** Elements whose data-semtag-id is exactly `id`, in no particular order; the same set as elementsWithId. */
export function indexedElementsWithId(id: string): Element[] {
  if (id === '') return [];
  const hinted = matchesOf(HINTED);
  if (hinted !== indexed) {
    index = new Map();
    for (const element of hinted) {
      const key = element.getAttribute(HINT_ATTR.id)!;
      const list = index.get(key);
      if (list) list.push(element);
      else index.set(key, [element]);
    }
    indexed = hinted;
  }
  return index.get(id) ?? [];
}
