// Small DOM helpers shared by the readers.

import { ARIA_HIDDEN } from './aria.js';
import { composedQueryAll, isLeaf, shadowHostsIn } from './composed.js';
import { passCache } from './pass-cache.js';
import { roleHas } from '../vocabulary.js';

/** Every hint attribute starts with this. */
export const HINT_PREFIX = 'data-semtag-';

export const HINT_ATTR = {
  id: 'data-semtag-id',
  role: 'data-semtag-role',
  action: 'data-semtag-action',
  state: 'data-semtag-state',
  target: 'data-semtag-target',
  controls: 'data-semtag-controls',
  options: 'data-semtag-options',
} as const;

export const HINTED_SELECTOR = `[${HINT_ATTR.id}]`;

/** Elements that are hints: an empty data-semtag-id addresses nothing. Matched natively, not per element in script. */
export const NON_EMPTY_ID_SELECTOR = `[${HINT_ATTR.id}]:not([${HINT_ATTR.id}=""])`;

/** Input types nobody types text into: no placeholder names them, and no secret is typed into them. */
export const UNTYPED_INPUTS: ReadonlySet<string> = new Set([
  'checkbox',
  'radio',
  'range',
  'color',
  'file',
  'button',
  'submit',
  'reset',
  'image',
  'hidden',
]);

export type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function isFormControl(element: Element): element is FormControl {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  );
}

const EDITABLE = '[contenteditable]:not([contenteditable="false"])';

/**
 * A control that neither assistive technology nor the keyboard reaches: a negative tabindex, and
 * aria-hidden="true" on itself or around it. Radix keeps one beside each Checkbox, Switch, Radio and
 * Select in a form, React Aria a `<select>` inside an aria-hidden box beside each Select: mirrors for
 * form submission (React Aria's holds each item's plain text, not what the trigger shows); the user
 * sees and uses the widget beside it.
 */
export const MIRROR_CONTROL = `${ARIA_HIDDEN}[tabindex^="-"], ${ARIA_HIDDEN} [tabindex^="-"]`;

/** ARIA roles that make an element a control a user operates. */
export const WIDGET_ROLES: ReadonlySet<string> = new Set([
  'button',
  'link',
  'checkbox',
  'radio',
  'switch',
  'tab',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'combobox',
  'textbox',
  'slider',
  'spinbutton',
  'searchbox',
  'listbox',
]);

const NATIVE_INTERACTIVE =
  'a[href], area[href], button, input:not([type="hidden" i]), select, textarea, [contenteditable]:not([contenteditable="false" i])';

/** Whether a user operates the element: a native control, or an ARIA widget role; never a mirror. */
export function isInteractive(element: Element): boolean {
  if (element.matches(MIRROR_CONTROL)) return false;
  if (element.matches(NATIVE_INTERACTIVE)) return true;
  const role = element.getAttribute('role');
  if (!role) return false;
  const first = role.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return WIDGET_ROLES.has(first);
}

// A control with the hidden attribute is form plumbing no user sees (Headless UI keeps a named
// Checkbox's or Switch's form value in one), like an input of type hidden, and so is a mirror.
const VALUE_CONTROL = [
  'input:not([type="hidden"]):not([hidden])',
  'textarea:not([hidden])',
  'select:not([hidden])',
  EDITABLE,
]
  .map((selector) => `${selector}:not(${MIRROR_CONTROL})`)
  .join(', ');

/** How many shadow roots deep a control is looked for: design systems nest a field or two. */
const SHADOW_DEPTH = 3;

/** The first control in `root` (light DOM first), else inside the open shadow roots of the elements in it. */
function controlIn(root: Element | ShadowRoot, depth: number): FormControl | HTMLElement | null {
  if (isLeaf(root)) return null;
  const found = root.querySelector<HTMLElement>(VALUE_CONTROL);
  if (found || depth === 0) return found;
  // Only roots that hold no control in their own tree get here, so the walk is over few elements.
  const hosts = shadowHostsIn(root);
  if (root instanceof Element && root.shadowRoot) hosts.unshift(root);
  for (const host of hosts) {
    const inner = controlIn(host.shadowRoot!, depth - 1);
    if (inner) return inner;
  }
  return null;
}

/**
 * The control whose state an element shows: the element itself when it is one, else its first
 * descendant control (a hint often sits on a wrapper or a label around the input), else one
 * inside an open shadow root below it (a design-system field such as `<sl-input>` keeps its
 * `<input>` there). A hidden input is never what the user sees, so it is skipped.
 */
export function controlOf(element: Element): FormControl | HTMLElement | null {
  if (isFormControl(element) || element.matches(EDITABLE)) return element as FormControl | HTMLElement;
  return controlIn(element, SHADOW_DEPTH);
}

const textMemo = passCache(() => new Map<Element, string>());

/**
 * Runs `read` remembering each element's visible text. An entry can need the same text twice (an
 * observable's value and the name it is compared with), and innerText walks the subtree each time;
 * the page cannot change while one synchronous pass runs, so the first answer stays right.
 */
export function withTextMemo<T>(read: () => T): T {
  return textMemo.run(read);
}

/** Text as the user sees it; for an element that is not rendered, its text content. */
export function visibleText(element: Element): string {
  const memo = textMemo.current;
  let text = memo?.get(element);
  if (text === undefined) {
    text = element instanceof HTMLElement ? element.innerText : (element.textContent ?? '');
    // Content not shown (a closed <details>, visibility: hidden) has no innerText: its text is its
    // text content, as for an element not rendered at all.
    if (text === '' && element instanceof HTMLElement && !element.checkVisibility({ visibilityProperty: true }))
      text = element.textContent ?? '';
    memo?.set(element, text);
  }
  return text;
}

/**
 * Visible text of `element` without the parts inside elements matching `excluded` (a label's text
 * without the options of the select it wraps).
 */
export function visibleTextOutside(element: Element, excluded: string): string {
  if (!element.querySelector(excluded)) return visibleText(element);
  return textSkipping(element, (e) => e.matches(excluded));
}

/**
 * The text a name is made of: the visible text of `element` without what the page hides from
 * assistive technology inside it (`aria-hidden`: MUI's required-field asterisk, an icon's glyph),
 * nor the parts inside elements matching `excluded`. Chromium never names by hidden content. With
 * `labels`, as Chromium names from content (a label's, a button's, a link's), an element inside that
 * carries an `aria-label` says it instead of its text.
 */
export function nameTextOf(
  element: Element,
  excluded?: string,
  named?: Element,
  fromContent: 'text' | 'labels' = 'text',
): string {
  const selector = excluded ? `${excluded}, ${ARIA_HIDDEN}` : ARIA_HIDDEN;
  // The element being named, inside its own label (an <output> in a <label>), is no part of it.
  const self = named && named !== element && element.contains(named) ? named : null;
  const labels = fromContent === 'labels';
  if (!self && (isLeaf(element) || !element.querySelector(labels ? `${selector}, ${LABELLED}` : selector)))
    return visibleText(element);
  return textSkipping(element, (e) => e === self || e.matches(selector), labels ? ownLabel : undefined);
}

/** Elements that may speak with their own label inside a name (hint-design.md "Names", step 7). */
const LABELLED = '[aria-label]';

/**
 * What an element inside a name says instead of its text: its `aria-label` when not blank, as
 * Chromium names from content (an icon `<span role="img" aria-label="left">` in Ant Design's pager
 * button names the button "left"), nothing while CSS hides it; else undefined (its text).
 */
function ownLabel(element: Element): string | undefined {
  const label = element.getAttribute('aria-label');
  if (!label || !/\S/.test(label)) return undefined;
  return isShown(element) ? label : '';
}

/** Unicode's private use areas: the code points an icon font draws (Font Awesome's `content`). */
const PRIVATE_USE = /[\uE000-\uF8FF\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}]/gu;

/** The strings CSS `content` puts before and after one element (its quoted strings), glyphs of icon fonts left out. */
function ownGeneratedText(element: Element): string {
  const parts: string[] = [];
  for (const pseudo of ['::before', '::after']) {
    const content = getComputedStyle(element, pseudo).content;
    if (content === 'none' || content === 'normal' || content === '') continue;
    for (const quoted of content.matchAll(/"((?:[^"\\]|\\.)*)"/g)) parts.push(quoted[1]!.replace(/\\(.)/g, '$1'));
  }
  return parts.join(' ').replace(PRIVATE_USE, '');
}

/**
 * The text CSS generates in `element` and the elements inside it (`::before` and `::after`
 * content), in document order, less what is aria-hidden or matches `excluded`: browsers name an
 * element by it. Icon fonts' glyphs are left out: they mean nothing as text (hint-design.md "Where a reading differs from Chromium's").
 */
export function generatedTextOf(element: Element, excluded?: string): string {
  const selector = excluded ? `${excluded}, ${ARIA_HIDDEN}` : ARIA_HIDDEN;
  const parts = [ownGeneratedText(element)];
  for (const inner of element.querySelectorAll('*')) {
    let skipped = false;
    for (let at: Element | null = inner; at && at !== element && !skipped; at = at.parentElement)
      skipped = at.matches(selector);
    if (!skipped) parts.push(ownGeneratedText(inner));
  }
  return parts.join(' ');
}

/**
 * A visually hidden copy: a rendered box of at most one pixel that clips its overflow away
 * (Tailwind's `sr-only`, Radix's `VisuallyHidden`). Assistive technology reads its text; the eye
 * never sees it.
 */
function isVisuallyHidden(element: Element): boolean {
  if (!(element instanceof HTMLElement) || element.offsetWidth > 1 || element.offsetHeight > 1) return false;
  // Not rendered at all (in a part that is display: none), it has no box, small or not: no copy.
  if (element.getClientRects().length === 0) return false;
  const style = getComputedStyle(element);
  return style.overflowX !== 'visible' && style.overflowY !== 'visible';
}

/**
 * The text the user sees in `element`, for a value read from text: its visible text without that of
 * visually hidden copies inside it, nor of elements matching `excluded` (option hints). Names keep
 * those copies: browsers name elements by them.
 */
export function seenText(element: Element, excluded?: string): string {
  const copies = element.firstElementChild ? [...element.querySelectorAll('*')].filter(isVisuallyHidden) : [];
  if (copies.length === 0) return excluded ? visibleTextOutside(element, excluded) : visibleText(element);
  return textSkipping(element, (e) => copies.includes(e) || (excluded !== undefined && e.matches(excluded)));
}

/**
 * Visible text of `element` without the subtrees `skip` picks. Children with `display: none` are
 * skipped: innerText of such a child alone would give its raw text content. So is the text of a
 * child that CSS hides (`visibility: hidden`) inside a shown element, all but what it shows again
 * inside it; `ownText` false leaves out the text directly in `element`, hidden that way.
 */
function textSkipping(
  element: Element,
  skip: (element: Element) => boolean,
  speaks: (element: Element) => string | undefined = () => undefined,
  ownText = true,
): string {
  const parts: string[] = [];
  const shown = ownText && isShown(element);
  for (const child of element.childNodes) {
    if (child instanceof Element) {
      if (skip(child) || getComputedStyle(child).display === 'none') continue;
      const says = speaks(child);
      if (says !== undefined) {
        parts.push(says);
        continue;
      }
      if ((shown || !ownText) && !isShown(child)) {
        parts.push(textSkipping(child, skip, speaks, false));
        continue;
      }
      const holdsSkipped = [...child.querySelectorAll('*')].some((e) => skip(e) || speaks(e) !== undefined);
      parts.push(holdsSkipped ? textSkipping(child, skip, speaks) : visibleText(child));
    } else if (child.nodeType === Node.TEXT_NODE && ownText) {
      parts.push(drawnCase(child.textContent ?? '', element));
    }
  }
  return parts.join(' ');
}

/**
 * A text node's words in the case CSS draws them (`text-transform` of the element holding it), as
 * innerText gives an element's text and Chromium names by it: MUI's buttons are upper case.
 */
function drawnCase(text: string, holder: Element): string {
  switch (getComputedStyle(holder).textTransform) {
    case 'uppercase':
      return text.toUpperCase();
    case 'lowercase':
      return text.toLowerCase();
    case 'capitalize':
      // The first letter of each word; an apostrophe stays inside its word ("don't").
      return text.replace(
        /(^|[^\p{L}\p{N}'’])(\p{L})/gu,
        (_, before: string, letter: string) => before + letter.toUpperCase(),
      );
    default:
      return text;
  }
}

/**
 * The elements `element` names with aria-controls and aria-owns, in that order, each once: where
 * component libraries keep the list, menu or dialog they render in a portal at the end of <body>.
 * Ids are looked up in the element's own tree (document or shadow root); missing ones are skipped.
 */
function ariaReferenced(element: Element): Element[] {
  const root = element.getRootNode() as Document | ShadowRoot;
  const found: Element[] = [];
  for (const attribute of ['aria-controls', 'aria-owns']) {
    for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/)) {
      const named = id ? root.getElementById(id) : null;
      if (named && named !== element && !found.includes(named)) found.push(named);
    }
  }
  return found;
}

/** Whether `element` is a hint an agent acts on: such a hint stands for the control it sits on or wraps. */
export function isActedOn(element: Element): boolean {
  return roleHas(element.getAttribute(HINT_ATTR.role), 'actedOn');
}

/** The lowest element that holds all of `elements` (and is none of them); null when none does. */
export function lowestCommonAncestor(elements: Element[]): Element | null {
  let candidate: Element | null = elements[0]?.parentElement ?? null;
  while (candidate && !elements.every((element) => candidate!.contains(element))) candidate = candidate.parentElement;
  return candidate;
}

/**
 * The button a hint lies inside, if any: a click on the hint is a click on that button, so the hint
 * stands for it. Ant Design renders the label node an app passes to a Collapse panel inside the
 * panel's `role="button"` header, which holds `aria-expanded`.
 */
export function enclosingButton(element: Element): Element | null {
  return element.parentElement?.closest('button, [role="button"]') ?? null;
}

/**
 * The menu item a hint lies inside, if any: Ant Design's Menu (and ProLayout's menu over it) draws
 * each item as a `role="menuitem"` element that takes no props from the app, around the link the app
 * renders in it. A click on that link is a click on the item, so the link's hint stands for it.
 */
export function enclosingMenuItem(element: Element): Element | null {
  return element.parentElement?.closest('[role="menuitem"]') ?? null;
}

/** The widgets that open a list or menu: a combobox's input, a listbox or menu button. */
const POPUP_TRIGGER = '[role="combobox"], [aria-haspopup]:not([aria-haspopup="false"])';

/** Rendered and not `visibility: hidden`, as far as CSS says (the box is not asked). */
export const isShown = (element: Element): boolean =>
  typeof element.checkVisibility === 'function'
    ? element.checkVisibility({ visibilityProperty: true })
    : getComputedStyle(element).visibility === 'visible';

/**
 * The list or menu trigger an element is, else the first one inside it: a select hint on a
 * wrapper (a Headless UI Field around a label, a Listbox button and a description) shows its
 * choice in that button. A trigger hidden inside a shown element is none of its: Ant Design's Tabs
 * keep an overflow menu button in the tab bar, `visibility: hidden` while every tab fits.
 */
export function listTrigger(element: Element): Element | null {
  if (element.matches(POPUP_TRIGGER)) return element;
  if (element.firstElementChild === null) return null;
  const triggers = element.querySelectorAll(POPUP_TRIGGER);
  if (triggers.length === 0) return null;
  if (!isShown(element)) return triggers[0]!;
  return Array.from(triggers).find(isShown) ?? null;
}

/**
 * Choices drawn as ARIA widgets, each marking whether it is chosen: radios and checkboxes (Radix,
 * Headless UI), their menu forms, a listbox's options and a tablist's tabs.
 */
const CHOICE_WIDGET = ['radio', 'checkbox', 'menuitemradio', 'menuitemcheckbox', 'option', 'tab']
  .map((role) => `[role="${role}"]`)
  .join(', ');
/** Native radios and checkboxes a user sees (a `hidden` one is form plumbing, as in VALUE_CONTROL). */
const CHOICE_INPUT = 'input[type="radio" i]:not([hidden]), input[type="checkbox" i]:not([hidden])';
/** Toggle buttons, each pressed or not on its own (MUI's ToggleButtonGroup, exclusive or not). */
export const PRESSED_CHOICE = '[aria-pressed]';

/**
 * The choices of a group hinted as one element (a fieldset of radios, a Radix or Headless UI
 * RadioGroup, a listbox, a menu's radio items, a tablist, a group of toggle buttons): the ARIA
 * widgets inside it when there are any, since the native inputs beside them are mirrors kept for
 * form submission, else its native radios and checkboxes, else its buttons with aria-pressed. None
 * for a form control or a choice itself, and for a select with a list trigger inside: that one shows
 * its choice in the trigger.
 */
export function choicesOf(element: Element): Element[] {
  // Most hints hold no element: nothing to query below them.
  if (element.firstElementChild === null) return [];
  if (isFormControl(element) || element.matches(`${CHOICE_WIDGET}, ${PRESSED_CHOICE}`) || listTrigger(element))
    return [];
  for (const selector of [CHOICE_WIDGET, CHOICE_INPUT, PRESSED_CHOICE]) {
    const found = element.querySelectorAll(selector);
    if (found.length > 0) return Array.from(found);
  }
  return [];
}

/** The element with a group role inside a hint that holds all its choices (MUI labels the tablist inside Tabs' root). */
export function choiceGroupInside(element: Element, choices: Element[]): Element | null {
  const group = choices[0]?.parentElement?.closest(CHOICE_GROUP);
  if (!group || group === element || !element.contains(group)) return null;
  return choices.every((choice) => group.contains(choice)) ? group : null;
}

const CHOICE_GROUP = ['tablist', 'radiogroup', 'listbox', 'group', 'menu', 'toolbar']
  .map((role) => `[role="${role}"]`)
  .join(', ');

/** A slider's thumbs: the range inputs (MUI keeps one in each thumb) or role="slider" elements inside it. */
export function thumbsOf(element: Element): Element[] {
  if (element.firstElementChild === null) return [];
  return Array.from(element.querySelectorAll('input[type="range" i], [role="slider"]'));
}

/**
 * What a hint opens: the elements it names with aria-controls / aria-owns, then, for a hint an agent
 * acts on, those the list and menu triggers inside it name. A select hint on a wrapper around a
 * combobox's input and button names nothing itself; the input names the portaled list.
 */
export function popupsOf(hint: Element): Element[] {
  const found = ariaReferenced(hint);
  if (!isActedOn(hint)) return found;
  for (const trigger of hint.querySelectorAll(POPUP_TRIGGER)) {
    for (const named of ariaReferenced(trigger)) if (named !== hint && !found.includes(named)) found.push(named);
  }
  return found;
}

/** All hinted elements under root (root included), open shadow roots too, in composed order, ids non-empty. */
export function hintedElements(root: Document | Element): Element[] {
  const found = composedQueryAll(root, NON_EMPTY_ID_SELECTOR);
  if (root instanceof Element && root.getAttribute(HINT_ATTR.id)) found.unshift(root);
  return found;
}

/**
 * Hinted elements whose id is exactly `id`. Compares attribute values: no selector is built from the id.
 * An empty id addresses nothing, as an empty data-semtag-id is no hint.
 */
export function elementsWithId(id: string): Element[] {
  const matches: Element[] = [];
  if (id === '') return matches;
  for (const element of composedQueryAll(document, HINTED_SELECTOR)) {
    if (element.getAttribute(HINT_ATTR.id) === id) matches.push(element);
  }
  return matches;
}

/** Elements that hold a document of their own. */
export const FRAME_SELECTOR = 'iframe, frame';

/**
 * Whether a frame's document is readable from its parent's: a same-origin frame (and about:blank
 * or srcdoc, which take their parent's origin) exposes it; a cross-origin or sandboxed one does not.
 */
export function isReadableFrame(element: Element): boolean {
  return (element as HTMLIFrameElement).contentDocument !== null;
}
