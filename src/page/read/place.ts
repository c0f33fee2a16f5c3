// Where an element is, for an agent or a person to find it: its semantic id when that is a good
// one, else a short CSS path. The review, the overlay and the frame selectors all address elements so.

import { LIMITS, bound } from '../dom/bounds.js';
import { composedQueryAll } from '../dom/composed.js';
import { HINT_ATTR } from '../dom/elements.js';

/**
 * An id that works as an address and follows the member convention: one or more dot-separated
 * segments of letters, digits, `_`, `-` (nothing that breaks `[data-semtag-id='…']`), and `item`
 * only between two segments. A single segment (`nav`, `header`) is fine.
 */
export function isGoodId(id: string): boolean {
  const segments = id.split('.');
  return segments.every(
    (segment, index) =>
      /^[A-Za-z0-9_-]+$/.test(segment) && (segment !== 'item' || (index > 0 && index < segments.length - 1)),
  );
}

/** Whether `selector` matches one element in `root`, the tree the path is built in. */
function isUnique(selector: string, root: Document | ShadowRoot): boolean {
  try {
    return root.querySelectorAll(selector).length === 1;
  } catch {
    return false;
  }
}

const LANDMARKS: ReadonlySet<string> = new Set([
  'main',
  'nav',
  'header',
  'footer',
  'aside',
  'form',
  'dialog',
  'section',
]);

/**
 * A short CSS path for an element with no semantic id: tag names, with :nth-of-type where siblings
 * share the tag, climbing to the nearest anchor: a hinted ancestor with a unique, well-formed id
 * (`[data-semtag-id="checkout.form"] > label > a`), an element with a unique HTML id, a landmark
 * (main, nav, header, footer, aside, form, dialog, section) once the path is unique, or <body>;
 * past eight steps, the first point where the path is unique. A path over the bound keeps its end.
 */
export function cssPath(element: Element): string {
  const tree = element.getRootNode() as Document | ShadowRoot;
  const parts: string[] = [];
  for (let node: Element | null = element; node && node !== document.documentElement; node = node.parentElement) {
    if (node !== element) {
      const hintId = node.getAttribute(HINT_ATTR.id);
      if (hintId && isGoodId(hintId) && composedQueryAll(document, `[${HINT_ATTR.id}="${hintId}"]`).length === 1) {
        parts.unshift(`[${HINT_ATTR.id}="${hintId}"]`);
        break;
      }
    }
    const htmlId = node.getAttribute('id');
    if (htmlId && isUnique(`#${CSS.escape(htmlId)}`, tree)) {
      parts.unshift(`#${CSS.escape(htmlId)}`);
      break;
    }
    let part = CSS.escape(node.localName);
    const parent: Element | null = node.parentElement;
    if (parent) {
      let index = 0;
      let same = 0;
      for (const sibling of parent.children) {
        if (sibling.localName !== node.localName) continue;
        same++;
        if (sibling === node) index = same;
      }
      if (same > 1) part += `:nth-of-type(${index})`;
    }
    parts.unshift(part);
    if (node === document.body) break;
    if ((LANDMARKS.has(node.localName) || parts.length >= 8) && isUnique(parts.join(' > '), tree)) break;
  }
  let path = parts.join(' > ');
  // Inside a shadow root the path starts at the root's top: lead with the host's path. A space
  // between them, since Playwright's CSS descendant combinator pierces the shadow root.
  if (tree instanceof ShadowRoot && !path.startsWith(`[${HINT_ATTR.id}=`)) path = `${cssPath(tree.host)} ${path}`;
  if (path.length <= LIMITS.token) return path;
  const cut = path.length - LIMITS.token;
  return `…[+${cut} chars]${path.slice(cut)}`;
}

/** The element's semantic id; '' when it has none. */
export function idOf(element: Element): string {
  return element.getAttribute(HINT_ATTR.id) ?? '';
}

/** Where to fix an element: its semantic id, else a short CSS path. */
export function placeOf(element: Element): string {
  const id = idOf(element);
  return id ? bound(id, LIMITS.token) : cssPath(element);
}
