// The accessible name, in the order hint-design.md "Names" gives: aria-labelledby, aria-label, associated
// <label>, alt, title, placeholder, then visible text. Regions and collections have their own,
// shorter list: aria-labelledby, aria-label, title, then their first heading.

import { LIMITS, cleanText } from '../dom/bounds.js';
import { composedQueryAll } from '../dom/composed.js';
import { composedCompare } from '../dom/composed-order.js';
import {
  HINTED_SELECTOR,
  choiceGroupInside,
  choicesOf,
  controlOf,
  isActedOn,
  listTrigger,
  thumbsOf,
  UNTYPED_INPUTS,
  nameTextOf,
  generatedTextOf,
} from '../dom/elements.js';
import { firstHeading } from './heading.js';
import { passCache } from '../dom/pass-cache.js';
import { matchesOf, trackedQuery } from '../dom/page-facts.js';
import { isSecretField } from './secret-field.js';

/** A label's own words: the options of a select and the text of a textarea it wraps are not part of them. */
const NOT_LABEL_TEXT = 'select, textarea';

function labelledByText(element: Element): string {
  const ids = element.getAttribute('aria-labelledby');
  if (!ids) return '';
  const root = element.getRootNode() as Document | ShadowRoot;
  const parts: string[] = [];
  for (const id of ids.split(/\s+/)) {
    const label = id ? root.getElementById(id) : null;
    if (label) parts.push(referencedText(label));
  }
  return parts.join(' ');
}

/** Editable elements whose value is their text: what a referenced element's text would carry. */
const TEXT_FIELD = '[contenteditable]:not([contenteditable="false" i]), [role="textbox" i]';

/**
 * What an element a name points at (aria-labelledby) gives it, as browsers compute it: its
 * aria-label when it has one (an icon button that labels the menu it opens), a field's value, else
 * its text. Nothing from a secret field, or from an element whose text holds a secret typed into it:
 * a name never carries a secret. A password inside a referenced element is no part of its text.
 */
function referencedText(label: Element): string {
  const secret = (field: Element) => isSecretField(field, referenceLabelSource);
  if (secret(label) || Array.from(label.querySelectorAll(TEXT_FIELD)).some(secret)) return '';
  const own = nonBlank(label.getAttribute('aria-label'));
  if (own) return own;
  if (label instanceof HTMLTextAreaElement || (label instanceof HTMLInputElement && !UNTYPED_INPUTS.has(label.type)))
    return label.value;
  if (label instanceof HTMLSelectElement) return Array.from(label.selectedOptions, (option) => option.text).join(' ');
  return nameTextOf(label, undefined, undefined, 'labels');
}

/** A referenced field's own label, for the secret check: references are not followed from a reference. */
function referenceLabelSource(field: Element): string {
  for (const text of [field.getAttribute('aria-label') ?? '', labelText(field), tooltipSource(field)])
    if (hasText(text)) return text;
  return '';
}

function nonBlank(text: string | null): string | undefined {
  return text !== null && hasText(text) ? text : undefined;
}

/** The page's labels, kept current between calls (page-facts.ts) rather than searched for at each read. */
const LABELS = trackedQuery('label');

/** Every label of the page by the control it labels, each control's in composed order. */
function indexLabels(): Map<Element, HTMLLabelElement[]> {
  const index = new Map<Element, HTMLLabelElement[]>();
  for (const label of matchesOf(LABELS) as HTMLLabelElement[]) {
    const control = label.control;
    if (!control) continue;
    const labels = index.get(control);
    if (labels) labels.push(label);
    else index.set(control, [label]);
  }
  for (const labels of index.values()) if (labels.length > 1) labels.sort(composedCompare);
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

/**
 * The text of a control's labels. A label inside another of its labels (a `label[for]` inside the
 * `<label>` that wraps the control) is already in that one's text: counted once, as Chromium does.
 */
function labelText(element: Element): string {
  const labels = labelsOf(element);
  return labels
    .filter((label) => !labels.some((outer) => outer !== label && outer.contains(label)))
    .map((label) => nameTextOf(label, NOT_LABEL_TEXT, element, 'labels'))
    .join(' ');
}

/** A fieldset's caption, its first child <legend>: what browsers name a fieldset by. */
function legendText(element: Element): string {
  if (!(element instanceof HTMLFieldSetElement)) return '';
  const legend = Array.from(element.children).find((child) => child instanceof HTMLLegendElement);
  return legend ? nameTextOf(legend, undefined, undefined, 'labels') : '';
}

function hasText(text: string): boolean {
  return /\S/.test(text);
}

/**
 * The text a button-like input shows as its own: its value, else the word Chromium gives a submit
 * or reset button with none.
 */
function buttonValue(element: Element): string {
  if (!(element instanceof HTMLInputElement) || !['button', 'submit', 'reset'].includes(element.type)) return '';
  if (element.hasAttribute('value')) return element.value;
  return element.type === 'submit' ? 'Submit' : element.type === 'reset' ? 'Reset' : '';
}

/** Roles whose name comes from their content when no label names them (ARIA's "name from content"). */
const NAME_FROM_CONTENT = new Set([
  'button',
  'cell',
  'checkbox',
  'columnheader',
  'gridcell',
  'heading',
  'link',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'radio',
  'row',
  'rowheader',
  'switch',
  'tab',
  'tooltip',
  'treeitem',
]);
const NATIVE_NAME_FROM_CONTENT = 'button, a[href], summary, option, h1, h2, h3, h4, h5, h6, td, th';

/** Whether Chromium names the element by its content before its title: by its role, else its tag. */
function namedFromContent(element: Element): boolean {
  const role = element.getAttribute('role')?.trim().split(/\s+/)[0]?.toLowerCase();
  if (role) return NAME_FROM_CONTENT.has(role);
  return element.matches(NATIVE_NAME_FROM_CONTENT);
}

/** Fields a placeholder names: a text input or a textarea, or an ARIA textbox by `aria-placeholder`. */
function placeholderText(element: Element): string {
  if (
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLInputElement && !UNTYPED_INPUTS.has(element.type))
  )
    return element.getAttribute('placeholder') || element.getAttribute('aria-placeholder') || '';
  return element.matches('[role="textbox" i], [role="searchbox" i]')
    ? (element.getAttribute('aria-placeholder') ?? '')
    : '';
}

/**
 * How much of an element's visible text may name it: all of it; only the part outside the hints
 * it holds (a card or a button holding a badge); or none (a region's text is its hints' text).
 */
export type NameText = 'all' | 'outsideHints' | 'none';

/** The name from labels and the element's own native text (steps 1–4), uncut; '' when none gives one. */
function labelOnlySource(element: Element): string {
  let text = labelledByText(element);
  if (hasText(text)) return text;
  text = element.getAttribute('aria-label') ?? '';
  if (hasText(text)) return text;
  text = labelText(element) || legendText(element);
  if (hasText(text)) return text;
  text = element.getAttribute('alt') ?? '';
  if (hasText(text)) return text;
  // Button-like inputs show their value as their label.
  text = buttonValue(element);
  return hasText(text) ? text : '';
}

/** The name from a tooltip or a placeholder (steps 5–6), uncut; '' when none gives one. */
function tooltipSource(element: Element): string {
  for (const text of [element.getAttribute('title') ?? '', placeholderText(element)]) if (hasText(text)) return text;
  return '';
}

/** The raw text of the first of steps 1–6 that has any (labels and attributes), uncut; '' when none has. */
export function labelSourceOf(element: Element): string {
  return labelOnlySource(element) || tooltipSource(element);
}

/**
 * Step 7, the element's visible text as far as `content` allows, uncut; '' when it has none.
 * `fromContent`: namedFromContent(element), which the caller has already asked.
 */
function textSource(element: Element, content: NameText, fromContent: boolean): string {
  // A form field's text is its value or its option list.
  if (
    content === 'none' ||
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  )
    return '';
  const excluded = content === 'all' ? undefined : HINTED_SELECTOR;
  // What Chromium names from content speaks with the labels of what it holds (a labelled icon).
  const text = nameTextOf(element, excluded, undefined, fromContent ? 'labels' : 'text');
  if (hasText(text)) return text;
  // Named only by what CSS draws (TodoMVC's remove button: `::after { content: '✖' }`).
  const generated = generatedTextOf(element, excluded);
  return hasText(generated) ? generated : '';
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
 * it with the value as hint-design.md "Names" asks. `content` says how much of the element's
 * visible text may name it. A wrapper with no label of its own takes the label of the control it
 * wraps before its own text: around a field, that text is a glyph, a button's or a description, not
 * the field's name. That control is its value control, else, for a hint an agent acts on, its list trigger.
 */
export function accessibleNameSource(element: Element, content: NameText): string {
  const name = labelOnlySource(element);
  if (name) return name;
  // A button, a link, a checkbox… is named by its content before its title, as Chromium names it.
  const fromContent = namedFromContent(element);
  const ownText = fromContent ? textSource(element, content, fromContent) : '';
  if (ownText) return ownText;
  const tooltip = tooltipSource(element);
  if (tooltip) return tooltip;
  // A group of several choices (radios, options, tabs: hint-design.md "Values") is not named by its
  // first, nor a range by its first thumb; a hint on a wrapper around the element that groups them
  // is named as that element is.
  const choices = choicesOf(element);
  if (choices.length > 1) {
    const group = groupAround(choices[0]!, element) ?? choiceGroupInside(element, choices);
    return (group && labelSourceOf(group)) || textSource(element, content, fromContent);
  }
  const control =
    thumbsOf(element).length > 1 ? null : (controlOf(element) ?? (isActedOn(element) ? listTrigger(element) : null));
  // A <label> hint's text is its control's label: it keeps its own rule for the hints inside it.
  const wraps = control && control !== element && !labelsOf(control).includes(element as HTMLLabelElement);
  return (wraps && labelSourceOf(control)) || textSource(element, content, fromContent);
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
  if (heading) return nameTextOf(heading);
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
