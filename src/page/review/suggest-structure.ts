// The structure a suggestion proposes beside the controls (hint-design.md "Suggested hints (`--suggest`)"): regions
// for the page's areas (its main landmark, forms, dialogs, drawers, side panels, named sections),
// collections for repeated records that hold no control (list items, the steps of a stepper), and
// observables for the figures a page labels (a total, a count).

import { HINT_ATTR, isInteractive } from '../dom/elements.js';
import { containerNameSource } from '../read/name.js';
import { textOf, wordsOf } from './suggest-labels.js';
import type { FoundCollection } from './suggest-collections.js';
import { idAndRole } from './suggest-draft.js';
import type { SuggestionDraft } from './suggest-draft.js';
import { areaName, headingWordsBefore, isDialog, landmarkOf, wordSlug } from './suggest-ids.js';
import { ariaRole, controlsIn } from './suggest-role.js';
import { VOCABULARY, roleHas } from '../vocabulary.js';

const AREAS =
  'main, [role="main"], form, [role="form"], dialog, [role="dialog"], [role="alertdialog"], [aria-modal="true"], aside, [role="complementary"], section, [role="region"]';

/** A layer the page paints over the rest: fixed, tall, narrower than the window (a drawer, a sheet). */
function isDrawer(node: Element): boolean {
  const style = getComputedStyle(node);
  if (style.position !== 'fixed') return false;
  const box = node.getBoundingClientRect();
  return box.height >= innerHeight * 0.5 && box.width < innerWidth * 0.9 && box.width > 0;
}

/** Fixed layers in the top three levels of <body>, where portals put drawers. */
function drawers(): Element[] {
  const found: Element[] = [];
  const walk = (parent: Element, depth: number) => {
    for (const child of parent.children) {
      if (isDrawer(child)) found.push(child);
      else if (depth < 3) walk(child, depth + 1);
    }
  };
  walk(document.body, 1);
  return found;
}

/** A region's own words: its label or heading, a dialog's `dialog`, a landmark's prefix. */
function regionWords(node: Element, draft: SuggestionDraft): string {
  const { isVisible } = draft.input;
  if (node.matches('main, [role="main"]')) {
    const h1 = [...node.querySelectorAll('h1')].find(isVisible);
    const screen = h1 ? wordSlug(wordsOf(h1), 2) : '';
    return screen ? `${screen}.page` : 'main';
  }
  const named = areaName(node, isVisible) || wordSlug(containerNameSource(node, isVisible), 2);
  if (named) return named;
  if (isDialog(node)) return 'dialog';
  // An unnamed form takes the words of the heading it stands under.
  if (ariaRole(node) === 'form' || node.localName === 'form') return headingWordsBefore(node, isVisible) || 'form';
  return landmarkOf(node) ?? (isDrawer(node) ? 'drawer' : '');
}

/** The outermost hinted region or collection inside `area` that holds `control`; null when none. */
function hintedAreaIn(area: Element, control: Element): Element | null {
  let found: Element | null = null;
  for (let node = control.parentElement; node && node !== area; node = node.parentElement)
    if (node.getAttribute(HINT_ATTR.id) && roleHas(node.getAttribute(HINT_ATTR.role), 'container')) found = node;
  return found;
}

/** Words that name only what an area is, no area in particular. */
const GENERIC_WORDS = new Set(['form', 'dialog', 'main', 'drawer', 'nav', 'header', 'footer', 'sidebar', 'region']);

/**
 * A region on each area of the page that holds visible controls and no hint of its own: the main
 * landmark, forms, dialogs, drawers and side panels, and sections with a name. Outer areas first,
 * so that the ids of what they hold start with theirs.
 */
export function suggestRegions(draft: SuggestionDraft): void {
  const { isVisible } = draft.input;
  const candidates = new Set([...document.querySelectorAll(AREAS), ...drawers()]);
  const ordered = [...candidates].sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  for (const node of ordered) {
    if (node.getAttribute(HINT_ATTR.id) || draft.has(node) || !isVisible(node)) continue;
    if (node.closest(`[${HINT_ATTR.role}="collection"]`)) continue;
    const words = regionWords(node, draft);
    if (!words) continue;
    const controls = controlsIn(node).filter(isVisible);
    const isMain = node.matches('main, [role="main"]');
    if (controls.length < (isMain ? 1 : 2)) continue;
    // An area whose controls all lie in one hinted area inside it is already named by that one.
    if (new Set(controls.map((control) => hintedAreaIn(node, control))).size === 1 && hintedAreaIn(node, controls[0]!))
      continue;
    const set = idAndRole(draft.claim(words), 'region');
    const named = containerNameSource(node, isVisible) !== '';
    // A label says something: never only what the element is (`form`, `main`, `dialog`).
    if (!named && !GENERIC_WORDS.has(words)) set['aria-label'] = words.replace(/\.page$/, '').replace(/[-.]/g, ' ');
    const why = isMain
      ? `${VOCABULARY.region.suggestedAs}: the main landmark, whose id names the screen`
      : `${VOCABULARY.region.suggestedAs}${named ? '' : set['aria-label'] ? '; add the label it lacks' : '; it has no name: add an aria-label that says what it holds'}`;
    draft.add(node, 'region', set, why, false);
  }
}

const LIST_ITEMS = ':scope > li, :scope > [role="listitem"]';
const OUT_OF_CONTENT = 'nav, header, footer, [role="navigation"], [role="banner"], [role="contentinfo"]';

/** Class names of state or position (`active`, `completed`, `first`): the same step in another state. */
const STATE_CLASS = /selected|active|checked|open|disabled|focus|current|complete|done|error|first|last|odd|even/i;

/** Children of one shape: the same tag and, less state classes, the same classes (at least one). */
function shapeOf(element: Element): string {
  const classes = [...element.classList].filter((name) => !STATE_CLASS.test(name)).sort();
  return classes.length ? [element.localName, ...classes].join('.') : '';
}

/** Whether items are records to read: visible, each with text, being no control and holding none, and no hint. */
function areRecords(items: Element[], isVisible: (element: Element) => boolean): boolean {
  return (
    items.length >= 2 &&
    items.every(
      (item) =>
        isVisible(item) &&
        textOf(item) !== '' &&
        !isInteractive(item) &&
        controlsIn(item).length === 0 &&
        !item.getAttribute(HINT_ATTR.id) &&
        !item.querySelector(`[${HINT_ATTR.id}]`),
    )
  );
}

/**
 * Repeated records with no control, outside the navigation, header and footer: the items of a
 * list, and three or more children of one shape that each hold parts of their own (the steps of a
 * stepper, an order summary's lines).
 */
export function findReadOnlyRecords(draft: SuggestionDraft): FoundCollection[] {
  const { isVisible } = draft.input;
  const found: FoundCollection[] = [];
  for (const list of document.querySelectorAll('ul, ol, [role="list"]')) {
    if (list.closest(OUT_OF_CONTENT) || draft.has(list) || list.closest(`[${HINT_ATTR.role}="collection"]`)) continue;
    const items = [...list.querySelectorAll(LIST_ITEMS)];
    if (areRecords(items, isVisible) && !items.some((item) => draft.has(item))) found.push({ container: list, items });
  }
  for (const parent of document.querySelectorAll('main *, [role="main"] *, [role="dialog"] *, dialog *')) {
    if (parent.matches('ul, ol, [role="list"], tbody, [role="rowgroup"], tr') || parent.closest(OUT_OF_CONTENT))
      continue;
    const byShape = new Map<string, Element[]>();
    for (const child of parent.children) {
      const shape = shapeOf(child);
      if (shape && child.children.length >= 2) byShape.set(shape, [...(byShape.get(shape) ?? []), child]);
    }
    for (const items of byShape.values())
      if (
        items.length >= 3 &&
        items.every((item) => textOf(item).length <= 80 && !draft.has(item)) &&
        areRecords(items, isVisible)
      )
        found.push({ container: parent, items });
  }
  return found.filter(
    ({ container }) => !found.some((other) => other.container !== container && other.container.contains(container)),
  );
}

/** Text that is a figure: an amount, a count, a percentage, with a currency sign or a short unit. */
const FIGURE = /^[\p{Sc}]?\s?[-+−]?\s?[\p{Sc}]?\d[\d.,\s]*(\s?(%|[\p{Sc}]|[\p{L}]{1,8}))?$/u;

/** Text that labels a figure: a few words, no digits. */
const LABEL = /^[\p{L}][\p{L} '’()&/]{0,30}:?$/u;

/** The label a figure stands beside: the text just before it, in its parent or its parent's parent. */
function labelOf(figure: Element): string {
  for (let node: Element | null = figure, depth = 0; node && depth < 2; node = node.parentElement, depth++) {
    const before = node.previousElementSibling;
    const text = before ? textOf(before) : '';
    if (LABEL.test(text)) return text.replace(/:$/, '');
  }
  return '';
}

/** Where a figure is part of something else: a hint, a control, a label, a script. */
const NOT_A_FIGURE = `[${HINT_ATTR.id}], a, button, label, select, option, script, style, [role="button"], [role="link"], [role="option"], [role="tab"], [role="menuitem"], [role="checkbox"], [role="radio"]`;

/** How many figures one review proposes at most: past it, a page of prices would flood the answer. */
const FIGURE_LIMIT = 30;

/**
 * Figures the page labels: an element whose whole text is an amount or a count, beside a few
 * words that say what it is (Total, Subtotal, Items), outside controls and hints. An observable
 * named by its id; no aria-label, which would rename a heading for screen readers.
 */
export function suggestFigures(draft: SuggestionDraft): void {
  const { isVisible } = draft.input;
  const collections = draft.elementsWithRole('collection');
  let count = 0;
  for (const element of document.body.querySelectorAll('*')) {
    if (count >= FIGURE_LIMIT) return;
    if (element.childElementCount > 0 || !FIGURE.test(textOf(element)) || !/\d/.test(textOf(element))) continue;
    if (element.closest(NOT_A_FIGURE) || draft.has(element) || !isVisible(element)) continue;
    if (collections.some((collection) => collection.contains(element))) continue;
    const label = labelOf(element);
    if (!label) continue;
    const id = draft.claimInArea(element, wordSlug(label, 3));
    draft.add(
      element,
      'structure',
      idAndRole(id, 'observable'),
      `a figure the page labels "${label}": an observable, named by its id (an aria-label would rename it for screen readers)`,
      false,
    );
    count++;
  }
}
