// The open modal, if any: what it holds stays in use, everything else lies behind it (rules in
// references/hint-design.md §5.6 and §10). Found once per pass: every hint of a snapshot asks.

import {
  composedClosest,
  composedContains,
  composedParent,
  composedQueryAll,
  hasComposedMatch,
} from '../dom/composed.js';
import { HINTED_SELECTOR, HINT_ATTR, hintedElements } from '../dom/elements.js';
import { passCache } from '../dom/pass-cache.js';
import type { VisibilityChecker } from './visibility.js';

export interface Modal {
  /** The modal's hint id, or true when no hint names it. */
  name: string | true;
  /** Whether the element is in the modal, or in a layer opened above it: still in use. */
  holds(element: Element): boolean;
}

/** Taken out of use by the page: hidden from assistive technology, or inert. */
const SHUT = '[aria-hidden="true"], [inert]';
/** What a page opens over itself and shuts the rest out around. */
const LAYER = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], dialog[open]';
/** Points a pointer is tried at, at most, to tell whether the page is covered. */
const MAX_PROBES = 16;

const modalPass = passCache<{ modal?: Modal | null }>(() => ({}));

/** Runs `read` as one pass: the modal is found at most once in it. */
export function withModalPass<T>(read: () => T): T {
  return modalPass.run(read);
}

export function currentModal(visibility: VisibilityChecker): Modal | undefined {
  const pass = modalPass.current;
  if (pass && pass.modal !== undefined) return pass.modal ?? undefined;
  const modal = modalDialogs() ?? shutOutLayer(visibility) ?? ariaModal(visibility);
  if (pass) pass.modal = modal ?? null;
  return modal;
}

/** Whether the element lies behind the open modal. */
export function isBehindModal(element: Element, visibility: VisibilityChecker): boolean {
  const modal = currentModal(visibility);
  return modal !== undefined && !modal.holds(element);
}

const hintCount = (element: Element): number => hintedElements(element).length;

/**
 * The element the modal's hints live in: `layer` and the wrappers around it that hold no other
 * hint (MUI's Modal root around its dialog), up to the top of the document's body.
 */
function modalRoot(layer: Element): Element {
  let root = layer;
  let count = hintCount(layer);
  for (let parent = composedParent(root); parent && parent !== document.body; parent = composedParent(parent)) {
    const own = parent.getAttribute(HINT_ATTR.id) ? 1 : 0;
    const held = hintCount(parent);
    if (held !== count + own) break;
    root = parent;
    count = held;
  }
  return root;
}

/**
 * The modal's name: the hint closest to the layer on the way up to its root, else the one
 * top-level region hint inside it (a dialog's content hinted as a region), else true.
 */
function modalName(layer: Element, root: Element): string | true {
  for (let at: Element | null = layer; at; at = at === root ? null : composedParent(at)) {
    const id = at.getAttribute(HINT_ATTR.id);
    if (id) return id;
  }
  const inside = hintedElements(layer);
  const topLevel = inside.filter((hint) => {
    const parent = composedParent(hint);
    const above = parent && composedClosest(parent, HINTED_SELECTOR);
    return !above || !composedContains(layer, above);
  });
  const only = topLevel.length === 1 ? topLevel[0]! : undefined;
  return only?.getAttribute(HINT_ATTR.role) === 'region' ? only.getAttribute(HINT_ATTR.id)! : true;
}

/**
 * `<dialog>` elements opened with showModal(): the browser makes the rest of the document inert
 * without an attribute. With several open, which is on top is not in the DOM: what lies outside
 * all of them is behind, and only a single one is named.
 */
function modalDialogs(): Modal | undefined {
  const open = Array.from(document.getElementsByTagName('dialog')).filter((dialog) => dialog.matches(':modal'));
  if (open.length === 0) return undefined;
  return {
    name: open.length === 1 ? modalName(open[0]!, open[0]!) : true,
    holds: (element) => open.some((dialog) => composedContains(dialog, element)),
  };
}

/**
 * An open dialog, menu or list around which the page is shut out: every visible hint outside it
 * lies in an `aria-hidden="true"` or `inert` subtree, and (for aria-hidden, which does not stop a
 * pointer) something covers the page: an underlay, or pointer-events none on the page.
 */
function shutOutLayer(visibility: VisibilityChecker): Modal | undefined {
  // The open layers first: with none, nothing shuts the page out, and the hints need no scan (an
  // observe on a page of thousands of hints asks this too).
  const layers = composedQueryAll(document, LAYER).filter(
    (layer) => !composedClosest(layer, SHUT) && visibility.isVisible(layer),
  );
  if (layers.length === 0) return undefined;
  const hints = hintedElements(document);
  const shutBy = new Map<Element, Element>();
  for (const hint of hints) {
    const shutter = composedClosest(hint, SHUT);
    if (shutter) shutBy.set(hint, shutter);
  }
  if (shutBy.size === 0) return undefined;
  for (const layer of layers) {
    const root = modalRoot(layer);
    const behind = hints.filter((hint) => !composedContains(root, hint));
    // A hint outside the layer that is neither shut out nor hidden: the page is still in use.
    if (behind.some((hint) => !shutBy.has(hint) && visibility.isVisible(hint))) continue;
    if (behind.length === 0) continue;
    const shut = behind.filter((hint) => shutBy.has(hint));
    // inert stops a pointer itself; aria-hidden alone does not.
    if (shut.some((hint) => !composedClosest(hint, '[inert]')) && !covered(root, shut)) continue;
    return { name: modalName(layer, root), holds: (element) => composedContains(root, element) };
  }
  return undefined;
}

/**
 * Whether a pointer aimed at the page behind lands on something that is not the page: tried at the
 * centres of the first hints behind that are on screen, else at the viewport's centre and corners.
 * A hit in the modal, in an aria-hidden underlay that holds no hint, or on no shut-out part at
 * all (pointer-events none on the page lets it through to the root) means the page is covered.
 */
function covered(root: Element, behind: Element[]): boolean {
  const width = document.documentElement.clientWidth;
  const height = document.documentElement.clientHeight;
  const probes: Array<[number, number]> = [];
  for (const hint of behind) {
    if (probes.length >= MAX_PROBES) break;
    const box = hint.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (box.width > 0 && box.height > 0 && x >= 0 && y >= 0 && x < width && y < height) probes.push([x, y]);
  }
  if (probes.length === 0)
    probes.push([width / 2, height / 2], [1, 1], [width - 2, 1], [1, height - 2], [width - 2, height - 2]);
  return probes.every(([x, y]) => {
    const hit = document.elementFromPoint(x, y);
    if (!hit || composedContains(root, hit)) return true;
    const shutter = composedClosest(hit, SHUT);
    return shutter === null || !hasComposedMatch(shutter, HINTED_SELECTOR);
  });
}

/**
 * A visible `aria-modal="true"` element (Ant Design, Vuetify, Headless UI), the last one in
 * document order when several are open. A layer rendered after it at the top of the body (a list
 * opened from inside it, in a portal) lies above it and stays in use.
 */
function ariaModal(visibility: VisibilityChecker): Modal | undefined {
  const open = composedQueryAll(document, '[aria-modal="true"]').filter(
    (element) => !composedClosest(element, SHUT) && visibility.isVisible(element),
  );
  const layer = open.at(-1);
  if (!layer) return undefined;
  const root = modalRoot(layer);
  const topOf = (element: Element): Element => {
    let top = element;
    for (let parent = composedParent(top); parent && parent !== document.body; parent = composedParent(parent))
      top = parent;
    return top;
  };
  const rootTop = topOf(root);
  const above = (element: Element): boolean => {
    const top = topOf(element);
    return top !== rootTop && !!(rootTop.compareDocumentPosition(top) & Node.DOCUMENT_POSITION_FOLLOWING);
  };
  return {
    name: modalName(layer, root),
    holds: (element) => composedContains(root, element) || above(element),
  };
}
