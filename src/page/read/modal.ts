// The open modal, if any: what it holds stays in use, everything else lies behind it (rules in
// references/hint-design.md "Under a modal" and "`enabled`"). Found once per pass: every hint of a snapshot asks.

import { ariaHiddenAround, isAriaTrue } from '../dom/aria.js';
import { composedClosest, composedContains, composedParent, hasComposedMatch } from '../dom/composed.js';
import { HINTED_SELECTOR, HINT_ATTR, hintedElements } from '../dom/elements.js';
import { keptWhileUnchanged, matchesOf, orderedMatchesOf, trackedQuery } from '../dom/page-facts.js';
import { passCache } from '../dom/pass-cache.js';
import { coverOf, nothingOverCentre, viewportSpanners } from './cover.js';
import type { FixedAtPlaces } from './cover.js';
import type { VisibilityChecker } from './visibility.js';

export interface Modal {
  /** The modal's hint id, or true when no hint names it. */
  name: string | true;
  /** Whether the element is in the modal, or in a layer opened above it: still in use. */
  holds(element: Element): boolean;
}

/** Taken out of use by the page: hidden from assistive technology, or inert. */
const SHUT = '[aria-hidden], [inert]';
/** What a page opens over itself and shuts the rest out around, by its role. */
const DIALOG = '[role="dialog"], [role="alertdialog"], dialog[open]';
/** What a modal opens above itself, in a portal: a list or a menu, never a second dialog or a toast. */
const POPUP = '[role="menu"], [role="listbox"]';
/** The candidates, kept current between calls (an observe asks for the modal on any page size). */
const SHUTTERS = trackedQuery(SHUT);
const DIALOGS = trackedQuery('dialog');
/** Points a pointer is tried at, at most, to tell whether the page is covered. */
const MAX_PROBES = 16;

interface ModalPass {
  modal?: Modal | null;
  dialogs?: Modal | null;
  spanners?: Element[];
  outOfUse: Map<Element, boolean | undefined>;
  /** What stays on screen where hints out of view would be brought (cover.ts). */
  fixedAt: FixedAtPlaces;
}

const modalPass = passCache<ModalPass>(() => ({ outOfUse: new Map(), fixedAt: new Map() }));

/** Runs `read` as one pass: the modal is found at most once in it, each hint judged once. */
export function withModalPass<T>(read: () => T): T {
  return modalPass.run(read);
}

export function currentModal(visibility: VisibilityChecker): Modal | undefined {
  const pass = modalPass.current;
  if (pass && pass.modal !== undefined) return pass.modal ?? undefined;
  const modal = openModalDialogs() ?? layerModal(visibility);
  if (pass) pass.modal = modal ?? null;
  return modal;
}

/**
 * Whether the page has taken the element out of use: inert or shut out (isShutOut) wherever it is;
 * around an open layer, a modal `<dialog>` that does not hold it; for a visible element, what lies
 * over it where a pointer would reach it (shutOutHere); for one no pointer can be tried at (hidden,
 * or out of view), lying outside the modal.
 */
export function isOutOfUse(element: Element, visible: boolean, visibility: VisibilityChecker): boolean {
  const dialogs = openModalDialogs();
  // shutOutHere asks first whether the element is inert or shut out: asked once for most hints.
  const here = !dialogs && visible ? shutOutHere(element) : undefined;
  if (here !== undefined) return here;
  if (composedClosest(element, '[inert]') || isShutOut(element)) return true;
  if (dialogs) return !dialogs.holds(element);
  const modal = currentModal(visibility);
  return modal !== undefined && !modal.holds(element);
}

/** The layers over which a pointer finds nothing of the page: the viewport-wide ones (cover.ts), once a pass. */
function spanners(): Element[] {
  const pass = modalPass.current;
  if (pass?.spanners) return pass.spanners;
  const found = viewportSpanners();
  if (pass) pass.spanners = found;
  return found;
}

/**
 * Out of use where it is (references/hint-design.md "`enabled`"): inert; hidden from assistive technology
 * and out of the pointer's reach (Radix sets `pointer-events: none` on the page); hidden from
 * assistive technology with something painted over its centre; or under a layer that takes the
 * pointer over the whole viewport, whatever the page says to assistive technology. Undefined when
 * that depends on a hit test and the hint is out of view. Judged once a pass; the hit test only
 * when one of the last two may hold.
 */
function shutOutHere(hint: Element): boolean | undefined {
  const pass = modalPass.current;
  if (pass?.outOfUse.has(hint)) return pass.outOfUse.get(hint);
  const out = judgeHere(hint);
  pass?.outOfUse.set(hint, out);
  return out;
}

/**
 * Taken out of use by the page without `inert`: hidden from assistive technology (inside an
 * aria-hidden="true" subtree) and out of the pointer's reach (computed pointer-events none). Radix
 * does both to everything behind a modal dialog, an open Select or a modal menu.
 */
function isShutOut(element: Element): boolean {
  return ariaHiddenAround(element) !== null && getComputedStyle(element).pointerEvents === 'none';
}

function judgeHere(hint: Element): boolean | undefined {
  if (composedClosest(hint, '[inert]')) return true;
  const hidden = ariaHiddenAround(hint) !== null;
  // isShutOut, with the aria-hidden ancestor already looked for.
  if (hidden && getComputedStyle(hint).pointerEvents === 'none') return true;
  // Judged before the pass has looked for viewport-wide layers (an observe, a hint at a time): a
  // hint with nothing over its centre is in use here whatever lies elsewhere, and one top hit says so.
  if (!modalPass.current?.spanners && nothingOverCentre(hint)) return false;
  if (!hidden && !spanners().some((layer) => !composedContains(layer, hint))) return false;
  const cover = coverOf(hint, modalPass.current?.fixedAt);
  return cover && (cover.walled || (hidden && cover.covered));
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

/** modalDialogs, found once a pass: every hint of a snapshot asks. */
function openModalDialogs(): Modal | undefined {
  const pass = modalPass.current;
  if (pass && pass.dialogs !== undefined) return pass.dialogs ?? undefined;
  const dialogs = modalDialogs();
  if (pass) pass.dialogs = dialogs ?? null;
  return dialogs;
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
 * Whether the page hides or inerts any hint, itself or around it: without that, and without a
 * layer spanning the viewport, nothing is out of use and no modal is open. Asked by every observe
 * of a hidden hint, and a page may hide thousands of icons: kept between calls, as it reads only
 * tracked matches (shutters, hints), the attributes their selectors name and how they nest.
 */
const shutsAnyHint = keptWhileUnchanged((): boolean =>
  matchesOf(SHUTTERS).some(
    (shutter) => isShutter(shutter) && (shutter.matches(HINTED_SELECTOR) || hasComposedMatch(shutter, HINTED_SELECTOR)),
  ),
);

/** The top-level element below the body that holds `element`. */
function topOf(element: Element): Element {
  let top = element;
  for (let parent = composedParent(top); parent && parent !== document.body; parent = composedParent(parent))
    top = parent;
  return top;
}

/** The deepest element that holds all of `elements` (none empty), in the composed tree. */
function commonAncestor(elements: Element[]): Element {
  let common = elements[0]!;
  for (const element of elements.slice(1))
    while (!composedContains(common, element)) common = composedParent(common) ?? common;
  return common;
}

/** A list or a menu opened above the modal, by its role. */
const isPopup = (element: Element): boolean => element.matches(POPUP);

/**
 * A layer a modal may be: a dialog by its role, or an element laid over the page (fixed or
 * absolute), as a drawer's paper with no role is. A list or a menu in the page's flow is not one.
 */
function isLayer(element: Element): boolean {
  if (element.matches(DIALOG) || isAriaTrue(element, 'aria-modal')) return true;
  const position = getComputedStyle(element).position;
  return position === 'fixed' || position === 'absolute';
}

/** The nearest layer from the element that holds `hints` up to `top`, their top-level element. */
function layerAround(hints: Element[], top: Element, layer: (element: Element) => boolean): Element | undefined {
  for (let at: Element | null = commonAncestor(hints); at; at = at === top ? null : composedParent(at))
    if (layer(at)) return at;
  return undefined;
}

/**
 * The modal: one layer outside which every visible hint is out of use (shutOutHere), and nothing
 * less. The visible hints left in use lie in one layer (a dialog, a drawer's paper, whatever its
 * role), or in it and in layers opened after it at the top of the body (a list or menu opened from
 * inside it, in a portal). There is none when no visible hint is out of use, when a hint out of use lies
 * in those layers, or when what is left in use is not laid over the page: one hidden and covered
 * part never makes the rest a modal, and the page itself is never one.
 */
function layerModal(visibility: VisibilityChecker): Modal | undefined {
  // The viewport-wide layers first: every hint judged below is then judged by them (judgeHere).
  if (spanners().length === 0 && !shutsAnyHint()) return undefined;
  const inUse: Element[] = [];
  const out: Element[] = [];
  for (const hint of hintedElements(document)) {
    const here = visibility.isVisible(hint) ? shutOutHere(hint) : undefined;
    if (here !== undefined) (here ? out : inUse).push(hint);
  }
  if (out.length === 0 || inUse.length === 0) return undefined;
  const byTop = new Map<Element, Element[]>();
  for (const hint of inUse) {
    const top = topOf(hint);
    const held = byTop.get(top);
    if (held) held.push(hint);
    else byTop.set(top, [hint]);
  }
  const tops = [...byTop.keys()].sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  const layers: Element[] = [];
  for (const top of tops) {
    // The modal may be any layer; one opened above it is a list or a menu (by role), not the page,
    // nor a second dialog or a toast: two layers left in use are no modal.
    const layer = layerAround(byTop.get(top)!, top, layers.length === 0 ? isLayer : isPopup);
    if (!layer || out.some((hint) => composedContains(layer, hint))) return undefined;
    layers.push(layer);
  }
  const [modal, ...above] = layers as [Element, ...Element[]];
  const root = modalRoot(modal);
  return {
    name: modalName(modal, root),
    holds: (element) =>
      composedContains(root, element) || above.some((layer) => composedContains(topOf(layer), element)),
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
  if (modal && reachesModalHint(modal, visibility)) return null;
  return layer;
}
