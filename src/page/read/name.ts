// The accessible name, in the order the rulings fix: aria-labelledby, aria-label, associated
// <label>, alt, title, placeholder, then visible text. Regions and collections have their own,
// shorter list: aria-labelledby, aria-label, title, then their first heading.

import { LIMITS, cleanText } from '../dom/bounds.js';
import { composedQueryAll } from '../dom/composed.js';
import {
  HINTED_SELECTOR,
  choiceGroupInside,
  choicesOf,
  controlOf,
  isActedOn,
  listTrigger,
  thumbsOf,
  visibleText,
  visibleTextOutside,
} from '../dom/elements.js';
import { firstHeading } from './heading.js';
import { passCache } from '../dom/pass-cache.js';

/** A label's own words: the options of a select and the text of a textarea it wraps are not part of them. */
const NOT_LABEL_TEXT = 'select, textarea';

function labelledByText(element: Element): string {
  const ids = element.getAttribute('aria-labelledby');
  if (!ids) return '';
  const root = element.getRootNode() as Document | ShadowRoot;
  const parts: string[] = [];
  for (const id of ids.split(/\s+/)) {
    const label = id ? root.getElementById(id) : null;
    // A referenced element speaks with its aria-label when it has one (an icon button that labels
    // the menu it opens), else with its text, as browsers compute it.
    if (label) parts.push(nonBlank(label.getAttribute('aria-label')) ?? visibleText(label));
  }
  return parts.join(' ');
}

function nonBlank(text: string | null): string | undefined {
  return text !== null && hasText(text) ? text : undefined;
}

function indexLabels(): Map<Element, HTMLLabelElement[]> {
  const index = new Map<Element, HTMLLabelElement[]>();
  for (const label of composedQueryAll(document, 'label') as HTMLLabelElement[]) {
    const control = label.control;
    if (!control) continue;
    const labels = index.get(control);
    if (labels) labels.push(label);
    else index.set(control, [label]);
  }
  return index;
}

const labelIndex = passCache(indexLabels);

/**
 * Runs `read` with every label of the document indexed by the control it labels. Chromium
 * answers `element.labels` by scanning the whole document, so reading it per element makes a
 * snapshot quadratic; one pass over the labels keeps it linear.
 */
export function withLabelIndex<T>(read: () => T): T {
  return labelIndex.run(read);
}

/** The labels of a control: from the index inside withLabelIndex, else from the DOM. */
export function labelsOf(element: Element): HTMLLabelElement[] {
  const index = labelIndex.current;
  if (index) return index.get(element) ?? [];
  return Array.from((element as HTMLInputElement).labels ?? []);
}

function labelText(element: Element): string {
  return labelsOf(element)
    .map((label) => visibleTextOutside(label, NOT_LABEL_TEXT))
    .join(' ');
}

/** A fieldset's caption, its first child <legend>: what browsers name a fieldset by. */
function legendText(element: Element): string {
  if (!(element instanceof HTMLFieldSetElement)) return '';
  const legend = Array.from(element.children).find((child) => child instanceof HTMLLegendElement);
  return legend ? visibleText(legend) : '';
}

function hasText(text: string): boolean {
  return /\S/.test(text);
}

/** The text a control without a label shows as its own: a button-like input's value, else nothing. */
function buttonValue(element: Element): string {
  return element instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type)
    ? element.value
    : '';
}

/**
 * How much of an element's visible text may name it: all of it; only the part outside the hints
 * it holds (a card or a button holding a badge); or none (a region's text is its hints' text).
 */
export type NameText = 'all' | 'outsideHints' | 'none';

/** The raw text of the first of steps 1–6 that has any (labels and attributes), uncut; '' when none has. */
function labelSource(element: Element): string {
  let text = labelledByText(element);
  if (hasText(text)) return text;
  text = element.getAttribute('aria-label') ?? '';
  if (hasText(text)) return text;
  text = labelText(element) || legendText(element);
  if (hasText(text)) return text;
  for (const attribute of ['alt', 'title', 'placeholder'] as const) {
    text = element.getAttribute(attribute) ?? '';
    if (hasText(text)) return text;
  }
  // Button-like inputs show their value as their label.
  text = buttonValue(element);
  return hasText(text) ? text : '';
}

/** Step 7, the element's visible text as far as `content` allows, uncut; '' when it has none. */
function textSource(element: Element, content: NameText): string {
  // A form field's text is its value or its option list.
  if (
    content === 'none' ||
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  )
    return '';
  const text = content === 'all' ? visibleText(element) : visibleTextOutside(element, HINTED_SELECTOR);
  return hasText(text) ? text : '';
}

/** Elements that group choices and carry the group's name: Vuetify's VRadioGroup keeps one inside its root. */
const CHOICE_GROUP = '[role="radiogroup"], [role="group"], [role="listbox"], [role="tablist"], [role="menu"], fieldset';

/** The element inside `hint` (not the hint itself) that groups `choice` with the others, if any. */
function groupAround(choice: Element, hint: Element): Element | null {
  const group = choice.parentElement?.closest(CHOICE_GROUP);
  return group && group !== hint && hint.contains(group) ? group : null;
}

/**
 * The text the name is made from, before collapsing and bounding, so that the caller can compare
 * it with the value as hint-design.md section 7 asks. `content` says how much of the element's
 * visible text may name it. A wrapper with no label of its own takes the label of the control it
 * wraps before its own text: around a field, that text is a glyph, a button's or a description, not
 * the field's name. That control is its value control, else, for a hint an agent acts on, its list trigger.
 */
export function accessibleNameSource(element: Element, content: NameText): string {
  const name = labelSource(element);
  if (name) return name;
  // A group of several choices (radios, options, tabs: hint-design section 8) is not named by its
  // first, nor a range by its first thumb; a hint on a wrapper around the element that groups them
  // is named as that element is.
  const choices = choicesOf(element);
  if (choices.length > 1) {
    const group = groupAround(choices[0]!, element) ?? choiceGroupInside(element, choices);
    return (group && labelSource(group)) || textSource(element, content);
  }
  const control =
    thumbsOf(element).length > 1 ? null : (controlOf(element) ?? (isActedOn(element) ? listTrigger(element) : null));
  // A <label> hint's text is its control's label: it keeps its own rule for the hints inside it.
  const wraps = control && control !== element && !labelsOf(control).includes(element as HTMLLabelElement);
  return (wraps && labelSource(control)) || textSource(element, content);
}

/**
 * The raw name of a region or a collection: aria-labelledby, aria-label, title, else the text of
 * its first visible heading (heading.ts). Never its own text or the name of the first field it
 * holds: a region's name must not change as the hints inside it come and go.
 */
export function containerNameSource(element: Element, isVisible: (element: Element) => boolean): string {
  for (const text of [
    labelledByText(element),
    element.getAttribute('aria-label') ?? '',
    element.getAttribute('title') ?? '',
  ]) {
    if (hasText(text)) return text;
  }
  const heading = firstHeading(element, isVisible);
  if (heading) return visibleText(heading);
  const dialog = wrappedDialog(element);
  return dialog ? labelledByText(dialog) || (dialog.getAttribute('aria-label') ?? '') : '';
}

const DIALOG = 'dialog, [role="dialog"], [role="alertdialog"]';

/**
 * The dialog a region hint is only the wrapper of: it holds a dialog and every hint it holds lies in
 * that dialog. Ant Design's Modal passes data-* only to its root, around the mask and the dialog.
 */
function wrappedDialog(element: Element): Element | null {
  if (element.matches(DIALOG)) return null;
  const dialog = element.querySelector(DIALOG);
  if (!dialog) return null;
  const outside = composedQueryAll(element, HINTED_SELECTOR).some((hint) => !dialog.contains(hint));
  return outside ? null : dialog;
}

/** The accessible name, whitespace collapsed and bounded. */
export function accessibleName(element: Element, content: NameText): string {
  return cleanText(accessibleNameSource(element, content), LIMITS.name);
}
