// The open modal, if any: what it holds stays in use, everything else lies behind it (rules in
// references/hint-design.md "Under a modal" and "`enabled`"). Found once per pass: every hint of a snapshot asks.

import { ariaHiddenAround, isAriaTrue } from '../dom/aria.js';
import { composedClosest, composedContains, composedParent, hasComposedMatch } from '../dom/composed.js';
import { HINTED_SELECTOR, HINT_ATTR, hintedElements } from '../dom/elements.js';
import { keptWhileUnchanged, matchesOf, orderedMatchesOf, trackedQuery } from '../dom/page-facts.js';
import { passCache } from '../dom/pass-cache.js';
import type { VisibilityChecker } from './visibility.js';

export interface Modal {
  /** The modal's hint id, or true when no hint names it. */
  name: string | true;
  /** Whether the element is in the modal, or in a layer opened above it: still in use. */
  holds(element: Element): boolean;
}

/** Taken out of use by the page: hidden from assistive technology, or inert. */
const SHUT = '[aria-hidden], [inert]';
/** What a page opens over itself and shuts the rest out around. */
const LAYER = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], dialog[open]';
/** The candidates, kept current between calls (an observe asks for the modal on any page size). */
const SHUTTERS = trackedQuery(SHUT);
const LAYERS = trackedQuery(LAYER);
const ARIA_MODALS = trackedQuery('[aria-modal]');
const DIALOGS = trackedQuery('dialog');
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

/**
 * Whether the element lies behind the open modal. An element in no part the page shuts out is held
 * by any modal found around such a part (shutOutLayer): only a modal `<dialog>`, or an aria-modal
 * layer when no part is shut out, can put it behind. Those two are quick to find, so until the
 * modal is known, such an element is judged by them, and the parts shut out (whose hints' boxes
 * are read, to tell whether anything covers them) only when the answer depends on them: an observe
 * of one element would otherwise read every hint of a collapsed panel on the page.
 */
export function isBehindModal(element: Element, visibility: VisibilityChecker): boolean {
  if (modalPass.current?.modal === undefined && !outerShutters().some((part) => composedContains(part, element))) {
    const dialogs = modalDialogs();
    if (dialogs) return !dialogs.holds(element);
    const layer = ariaModal(visibility);
    if (!layer || layer.holds(element)) return false;
  }
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
  // The document's own <dialog>s, as document.getElementsByTagName lists them.
  const open = orderedMatchesOf(DIALOGS).filter(
    (dialog) => dialog.getRootNode() === document && dialog.matches(':modal'),
  );
  if (open.length === 0) return undefined;
  return {
    name: open.length === 1 ? modalName(open[0]!, open[0]!) : true,
    holds: (element) => open.some((dialog) => composedContains(dialog, element)),
  };
}

/** Hidden from assistive technology (`aria-hidden` true in any case) or inert: the page's own word. */
const isShutter = (element: Element): boolean => element.hasAttribute('inert') || isAriaTrue(element, 'aria-hidden');

/**
 * The outermost shutters that hold a hint, in no particular order (their readers ask only whether
 * any holds an element): where a page shuts itself out around a layer. Asked by every observe,
 * and a page may hide thousands of icons: kept between calls, as it reads only tracked matches
 * (shutters, hints), the attributes their selectors name and how they nest. Unordered, because
 * ordering thousands of siblings costs Chromium a walk of their parent's children per comparison.
 */
const outerShutters = keptWhileUnchanged((): Element[] =>
  matchesOf(SHUTTERS).filter((shutter) => {
    if (!isShutter(shutter) || !hasComposedMatch(shutter, HINTED_SELECTOR)) return false;
    for (let at = composedParent(shutter); at; at = composedParent(at)) if (isShutter(at)) return false;
    return true;
  }),
);

/**
 * The page shut out around a layer, whatever role that layer has (MUI's temporary Drawer gives its
 * paper none): a part of the page hidden from assistive technology (`aria-hidden`) that something
 * outside it covers (a backdrop, a scrim), or an `inert` part, which a pointer does not reach
 * anyway. Only a part with a visible hint counts: a hidden hint proves nothing. What lies in no
 * such part is in use; the open layer (a visible dialog, menu or listbox outside them, else the
 * one top-level part of the page that holds the hints left in use) names the modal.
 */
function shutOutLayer(visibility: VisibilityChecker): Modal | undefined {
  const shut = outerShutters().filter((shutter) => {
    const shown = visibleHints(shutter, visibility);
    if (shown.length === 0) return false;
    return covered(shutter, shown);
  });
  if (shut.length === 0) return undefined;
  const behind = (element: Element) => shut.some((shutter) => composedContains(shutter, element));
  const layer = orderedMatchesOf(LAYERS).find(
    (candidate) => !behind(candidate) && !ariaHiddenAround(candidate) && visibility.isVisible(candidate),
  );
  return { name: layer ? modalName(layer, modalRoot(layer)) : layerName(behind, visibility), holds: (e) => !behind(e) };
}

/** Up to MAX_PROBES visible hints inside `root`, the first in document order. */
function visibleHints(root: Element, visibility: VisibilityChecker): Element[] {
  const shown: Element[] = [];
  for (const hint of hintedElements(root)) {
    if (shown.length >= MAX_PROBES) break;
    if (visibility.isVisible(hint)) shown.push(hint);
  }
  return shown;
}

/** The top-level element below the body that holds `element`. */
function topOf(element: Element): Element {
  let top = element;
  for (let parent = composedParent(top); parent && parent !== document.body; parent = composedParent(parent))
    top = parent;
  return top;
}

/** A layer with no dialog role: named when the hints left in use all lie in one top-level element. */
function layerName(behind: (element: Element) => boolean, visibility: VisibilityChecker): string | true {
  const tops = new Set(
    hintedElements(document)
      .filter((hint) => !behind(hint) && visibility.isVisible(hint))
      .map(topOf),
  );
  const only = tops.size === 1 ? [...tops][0]! : undefined;
  return only ? modalName(only, only) : true;
}

/**
 * Whether something that is not the shut-out part is painted over it: a pointer aimed at the
 * centres of its hints on screen (else at the viewport's centre and corners) lands outside it (on
 * the layer, a backdrop), or on an `aria-hidden` underlay that holds no hint. A hit inside the part
 * means it is in view. A hit on an element around it is the pointer passing through: for an
 * `aria-hidden` part, `pointer-events: none` on the page (Radix), so no pointer reaches it; an
 * `inert` part is passed through by every hit test, so that proves no cover.
 */
function covered(shutter: Element, shown: Element[]): boolean {
  const width = document.documentElement.clientWidth;
  const height = document.documentElement.clientHeight;
  const probes: Array<[number, number]> = [];
  for (const hint of shown) {
    const box = hint.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (box.width > 0 && box.height > 0 && x >= 0 && y >= 0 && x < width && y < height) probes.push([x, y]);
  }
  if (probes.length === 0)
    probes.push([width / 2, height / 2], [1, 1], [width - 2, 1], [1, height - 2], [width - 2, height - 2]);
  return probes.every(([x, y]) => {
    const hit = document.elementFromPoint(x, y);
    if (!hit) return true;
    if (composedContains(shutter, hit)) {
      const underlay = ariaHiddenAround(hit);
      return underlay !== null && underlay !== shutter && !hasComposedMatch(underlay, HINTED_SELECTOR);
    }
    return !composedContains(hit, shutter) || !shutter.hasAttribute('inert');
  });
}

/**
 * A visible `aria-modal="true"` element (Ant Design, Vuetify, Headless UI), the last one in
 * document order when several are open. A layer rendered after it at the top of the body (a list
 * opened from inside it, in a portal) lies above it and stays in use.
 */
function ariaModal(visibility: VisibilityChecker): Modal | undefined {
  const open = orderedMatchesOf(ARIA_MODALS).filter(
    (element) =>
      isAriaTrue(element, 'aria-modal') &&
      !ariaHiddenAround(element) &&
      !composedClosest(element, '[inert]') &&
      visibility.isVisible(element),
  );
  const layer = open.at(-1);
  if (!layer) return undefined;
  const root = modalRoot(layer);
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

/** The outermost ancestor of `hit` (itself included) that does not hold `hint`. */
function layerAbove(hit: Element, hint: Element): Element {
  let layer = hit;
  for (let parent = composedParent(layer); parent && !composedContains(parent, hint); parent = composedParent(parent))
    layer = parent;
  return layer;
}

/** A point aimed at a hint's centre, when that lies in the viewport. */
function centreOnScreen(hint: Element): [number, number] | undefined {
  const box = hint.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const inView =
    box.width > 0 &&
    box.height > 0 &&
    x >= 0 &&
    y >= 0 &&
    x < document.documentElement.clientWidth &&
    y < document.documentElement.clientHeight;
  return inView ? [x, y] : undefined;
}

/** The hint itself, or an element around it: a pointer aimed at the hint reaches it. */
const reaches = (hit: Element | null, hint: Element): boolean =>
  hit !== null && (composedContains(hint, hit) || composedContains(hit, hint));

/**
 * Whether a pointer reaches any of the first visible hints on screen that `modal` holds: then what
 * covers the page behind it lies beneath them, the modal's own backdrop.
 */
function reachesModalHint(modal: Modal, visibility: VisibilityChecker): boolean {
  let probed = 0;
  for (const hint of hintedElements(document)) {
    if (probed >= MAX_PROBES) break;
    if (!modal.holds(hint)) continue;
    const point = centreOnScreen(hint);
    if (!point || !visibility.isVisible(hint)) continue;
    probed++;
    if (reaches(document.elementFromPoint(...point), hint)) return true;
  }
  return false;
}

/**
 * A layer painted over the page that holds no visible hint (the review's unhintedLayer): a pointer
 * aimed at the centres of the first visible hints on screen lands, each time, on an element of one
 * layer outside them. Null when any lands on its hint, or on something around it; and when the
 * layer is the backdrop of an open modal whose own hints a pointer reaches, which may lie beside
 * it rather than in it (Radix portals a Dialog's overlay and its content to the body apart), and
 * away from every hint probed behind it.
 */
export function unhintedCover(visibility: VisibilityChecker): Element | null {
  let layer: Element | null = null;
  let probed = 0;
  for (const hint of hintedElements(document)) {
    if (probed >= MAX_PROBES) break;
    const point = centreOnScreen(hint);
    if (!point || !visibility.isVisible(hint)) continue;
    probed++;
    const hit = document.elementFromPoint(...point);
    if (!hit || reaches(hit, hint)) return null;
    const above = layerAbove(hit, hint);
    if (layer && layer !== above) return null;
    layer = above;
  }
  if (!layer || hintedElements(layer).some((hint) => visibility.isVisible(hint))) return null;
  const modal = currentModal(visibility);
  if (modal?.holds(layer) && reachesModalHint(modal, visibility)) return null;
  return layer;
}
