// What role a suggestion gives an element (hint-design.md "Suggested hints (`--suggest`)"): the role it gets from its
// tag and ARIA role, the set of choices it is one of, and the role of the ten nearest a word an
// app wrote that is none of them.

import { composedClosest, composedParent } from '../dom/composed.js';
import { isInteractive, isShown, lowestCommonAncestor } from '../dom/elements.js';
import { accessibleName } from '../read/name.js';
import { looksClickable } from './suggest-clickable.js';
import { clickedTarget } from './suggest-clicked.js';
import { hasUsableName, proposedLabel } from './suggest-labels.js';
import { ROLES, isRole } from '../vocabulary.js';
import type { Role } from '../vocabulary.js';

/** The ARIA role an element states, its first token lowercased. */
export function ariaRole(element: Element): string {
  return (element.getAttribute('role') ?? '').trim().split(/\s+/)[0]?.toLowerCase() ?? '';
}

/**
 * An input's type as the browser computes it (`input.type`): `type="name"` or `type="city"` is a
 * text field to the browser, whatever the attribute says.
 */
export const inputType = (element: Element): string | undefined =>
  element instanceof HTMLInputElement ? element.type : undefined;

/** How many aria-pressed buttons stand beside this one: two or more make a set of choices. */
function isPressedChoice(element: Element): boolean {
  const parent = element.parentElement;
  if (!parent) return false;
  let pressed = 0;
  for (const sibling of parent.children) if (sibling.hasAttribute('aria-pressed')) pressed++;
  return pressed >= 2;
}

/** The states that mark one member of a set as the chosen one. */
const CHOSEN =
  '[aria-pressed="true" i], [aria-selected="true" i], [aria-checked="true" i], [aria-current]:not([aria-current="false" i])';

const isButton = (element: Element) => element.localName === 'button' || ariaRole(element) === 'button';

/**
 * The set a choice card is one of: the `radiogroup` around pressable buttons (payment types as
 * cards), or the parent of buttons side by side one of which the page marks chosen. Null for any
 * other control.
 */
export function choiceCardSetOf(element: Element): Element | null {
  if (!isButton(element) || isRadio(element)) return null;
  const radiogroup = composedClosest(composedParent(element), '[role="radiogroup"]');
  if (radiogroup) {
    const members = [...radiogroup.querySelectorAll('button, [role="button"]')];
    const radios = radiogroup.querySelectorAll('input[type="radio" i], [role="radio"]');
    return members.length >= 2 && radios.length === 0 ? radiogroup : null;
  }
  const parent = element.parentElement;
  if (!parent) return null;
  const buttons = [...parent.children].filter(isButton);
  return buttons.length >= 2 && buttons.some((button) => button.matches(CHOSEN)) ? parent : null;
}

/**
 * The role an interactive element gets from what it is, per hint-design.md "Suggested hints (`--suggest`)": a link navigates,
 * a button acts (a pressed button toggles, one of a set of pressed buttons is an option, one that
 * opens a listbox selects, one that expands a panel toggles), text fields are inputs, lists and
 * comboboxes select, checkboxes and switches toggle, a range is a slider, options and menu items
 * are options (a menu item that is a link with somewhere to go navigates); what the page makes
 * clickable by look alone acts. Undefined when the element says
 * too little.
 */
export function roleFor(element: Element): Role | undefined {
  const role = roleOfAriaRole(element) ?? roleOfTag(element) ?? (looksClickable(element) ? 'action' : undefined);
  // A control whose click the page saw move it to another screen navigates.
  return role === 'action' && clickedTarget(element) !== undefined ? 'navigation' : role;
}

/** The role an element's ARIA role says; undefined when it states none of these. */
function roleOfAriaRole(element: Element): Role | undefined {
  switch (ariaRole(element)) {
    case 'link':
      return 'navigation';
    case 'textbox':
    case 'searchbox':
    case 'spinbutton':
      return 'input';
    case 'combobox':
    case 'listbox':
      return 'select';
    case 'checkbox':
      return checkboxGroupOf(element) ? 'option' : 'toggle';
    case 'switch':
      return 'toggle';
    case 'menuitem':
      return isLinkSomewhere(element) ? 'navigation' : 'option';
    case 'radio':
    case 'option':
    case 'tab':
    case 'menuitemradio':
    case 'menuitemcheckbox':
      return 'option';
    case 'slider':
      return 'slider';
    case 'button':
      return buttonRole(element);
  }
  return undefined;
}

/** The role an element's tag (and an input's type) says; undefined when it says none. */
function roleOfTag(element: Element): Role | undefined {
  const tag = element.localName;
  if ((tag === 'a' || tag === 'area') && element.hasAttribute('href'))
    return isLinkToNowhere(element) ? buttonRole(element) : 'navigation';
  if (tag === 'summary') return 'toggle';
  if (tag === 'select') return 'select';
  if (tag === 'textarea' || element.matches('[contenteditable]:not([contenteditable="false" i])')) return 'input';
  if (tag === 'button') return buttonRole(element);
  const type = inputType(element);
  if (type === 'hidden') return undefined;
  if (type === 'checkbox') return checkboxGroupOf(element) ? 'option' : 'toggle';
  if (type === 'radio') return 'option';
  if (type === 'range') return 'slider';
  if (type === 'button' || type === 'submit' || type === 'reset' || type === 'image') return 'action';
  // Every other type the browser knows takes typed or picked text (an unknown type is text).
  if (type !== undefined) return 'input';
  return undefined;
}

/** Buttons whose name says they switch something on and off: an icon toggle that states no state. */
const ON_OFF_NAME = /^(un)?(favou?rite|star|pin|bookmark|like|follow|mute|watch)\b/i;

/** Buttons whose name says they show and hide a part of the page (a filter panel, more text). */
const DISCLOSURE_NAME = /^(show|hide|toggle|expand|collapse)\b|^(more |all )?filters?$/i;

/** A button's name (else the label proposed for it) less the icons and marks before its first word. */
const wordsOf = (element: Element) =>
  (hasUsableName(element) ? accessibleName(element, 'all') : proposedLabel(element)).replace(/^[^\p{L}]+/u, '');

/**
 * A button's role. It toggles when it holds an on/off state (`aria-pressed`, `aria-expanded` on a
 * panel that is no dialog), or when what it is says it flips something (it controls a panel, its
 * name says favourite or filters): then its suggestion adds the state that makes it readable
 * (toggleStateToAdd). Otherwise it acts.
 */
function buttonRole(element: Element): Role {
  if (choiceCardSetOf(element)) return 'option';
  if (element.hasAttribute('aria-pressed')) return isPressedChoice(element) ? 'option' : 'toggle';
  const popup = (element.getAttribute('aria-haspopup') ?? '').toLowerCase();
  if (popup === 'listbox') return 'select';
  if (popup !== '' && popup !== 'false') return 'action';
  if (opensDialog(element)) return 'action';
  if (element.hasAttribute('aria-expanded') || controlsHiddenPart(element)) return 'toggle';
  const words = wordsOf(element);
  return ON_OFF_NAME.test(words) || DISCLOSURE_NAME.test(words) ? 'toggle' : 'action';
}

/**
 * The attribute a toggle needs so that its on/off state can be read, when it has none: a button
 * that shows and hides a panel says `aria-expanded`, any other `aria-pressed` (hint-design.md "`toggle`").
 */
export function toggleStateToAdd(element: Element): 'aria-expanded' | 'aria-pressed' {
  return element.hasAttribute('aria-controls') || DISCLOSURE_NAME.test(wordsOf(element))
    ? 'aria-expanded'
    : 'aria-pressed';
}

/**
 * A link that goes nowhere: `href="#"` or a `javascript:` URL (the browser's own protocol of the
 * link). A script makes it work as a button (a menu's entries, a table's pages, the header of a
 * collapsing section), so its role is a button's. A fragment that names a place still moves the view.
 */
export function isLinkToNowhere(element: Element): boolean {
  if (!(element instanceof HTMLAnchorElement || element instanceof HTMLAreaElement)) return false;
  const href = element.getAttribute('href');
  return href !== null && (href.trim() === '#' || element.protocol === 'javascript:');
}

/**
 * A link with somewhere to go: a menu item drawn as one (a sidebar's `<a role="menuitem"
 * href="/books">`) moves to another screen, as the browser follows its `href`.
 */
const isLinkSomewhere = (element: Element): boolean =>
  element.matches('a[href], area[href]') && !isLinkToNowhere(element);

/**
 * Whether a button's `aria-controls` names a part it shows and hides: one hidden now, or one not in
 * the page (libraries mount a panel when it opens). A button that works on a part that is shown,
 * with no `aria-expanded` (a table's pages, a carousel's arrows), acts on it.
 */
function controlsHiddenPart(element: Element): boolean {
  const ids = (element.getAttribute('aria-controls') ?? '').split(/\s+/).filter(Boolean);
  if (ids.length === 0) return false;
  const root = element.getRootNode() as Document | ShadowRoot;
  return ids.some((id) => {
    const part = root.getElementById(id);
    return part === null || !isShown(part);
  });
}

/** Whether what a button controls is a dialog (a drawer, a sheet): opening one is an action. */
function opensDialog(element: Element): boolean {
  const controlled = (element.getAttribute('aria-controls') ?? '').split(/\s+/).filter(Boolean);
  return controlled.some((id) => document.getElementById(id)?.matches('dialog, [role="dialog"], [role="alertdialog"]'));
}

const isCheckbox = (element: Element) => ariaRole(element) === 'checkbox' || inputType(element) === 'checkbox';

export const isRadio = (element: Element) => ariaRole(element) === 'radio' || inputType(element) === 'radio';

/** The controls under an element, by the review's own rule of what a control is. */
export const controlsIn = (root: Element): Element[] => [...root.querySelectorAll('*')].filter(isInteractive);

/**
 * A `role="group"` whose controls are all checkboxes, two or more (a checkbox group): one choice of
 * several values, hinted as a select with its checkboxes as options (hint-design.md "`select`").
 */
function checkboxGroupOf(element: Element): Element | null {
  if (!isCheckbox(element)) return null;
  const group = composedClosest(composedParent(element), '[role="group"]');
  if (!group) return null;
  const inside = controlsIn(group).filter((control) => !control.closest('[aria-hidden="true"]'));
  return inside.length >= 2 && inside.every(isCheckbox) ? group : null;
}

/**
 * The radios the browser groups with a radio `<input>` (those of its name and form, in its
 * document or shadow root) when there are two or more: the lowest element that holds them all.
 * Null for a radio alone in its name, or with none. A radio group drawn without a `radiogroup` role
 * (Ant Design's `Radio.Group`) is a set of choices all the same: the browser checks one at a time.
 */
function radioNameGroupOf(element: Element): Element | null {
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || element.name === '') return null;
  const root = element.getRootNode() as Document | ShadowRoot;
  const group = [...root.querySelectorAll<HTMLInputElement>('input[type="radio" i]')].filter(
    (other) => other.name === element.name && other.form === element.form,
  );
  return group.length < 2 ? null : lowestCommonAncestor(group);
}

/**
 * The set of choices a control is one of, hinted as a select whose choices are its options
 * (hint-design.md "`select`"): a radio's `radiogroup` or `<fieldset>`, else the radios of its name, a tab's `tablist`, an option's
 * `listbox`, a checkbox's checkbox group, an `aria-pressed` button's `role="group"` when it stands
 * among other pressed buttons. Null for a control that is no such choice.
 */
export function choiceGroupOf(element: Element): Element | null {
  const parent = composedParent(element);
  if (isRadio(element)) return composedClosest(parent, '[role="radiogroup"], fieldset') ?? radioNameGroupOf(element);
  const aria = ariaRole(element);
  if (aria === 'tab') return composedClosest(parent, '[role="tablist"]');
  if (aria === 'option') return composedClosest(parent, '[role="listbox"]');
  if (isCheckbox(element)) return checkboxGroupOf(element);
  if (element.hasAttribute('aria-pressed') && isPressedChoice(element) && parent?.matches('[role="group"]'))
    return parent;
  return choiceCardSetOf(element);
}

/** Words an app uses for a role that is not one of the ten, mapped to the nearest role. */
const ROLE_SYNONYMS: Record<string, Role> = {
  button: 'action',
  submit: 'action',
  link: 'navigation',
  nav: 'navigation',
  menu: 'navigation',
  tab: 'option',
  menuitem: 'option',
  radio: 'option',
  choice: 'option',
  chip: 'option',
  text: 'observable',
  textbox: 'input',
  textarea: 'input',
  field: 'input',
  search: 'input',
  dropdown: 'select',
  combobox: 'select',
  listbox: 'select',
  picker: 'select',
  checkbox: 'toggle',
  switch: 'toggle',
  range: 'slider',
  status: 'observable',
  label: 'observable',
  output: 'observable',
  display: 'observable',
  section: 'region',
  panel: 'region',
  dialog: 'region',
  form: 'region',
  list: 'collection',
  grid: 'collection',
  table: 'collection',
};

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

/** The role of the ten nearest an off-vocabulary one: its case and spaces, a synonym, else spelling. */
export function nearestRole(raw: string): Role | undefined {
  const word = raw.trim().toLowerCase();
  if (isRole(word)) return word;
  const singular = word.replace(/s$/, '');
  if (isRole(singular)) return singular;
  const synonym = ROLE_SYNONYMS[word] ?? ROLE_SYNONYMS[singular];
  if (synonym) return synonym;
  let best: Role | undefined;
  let distance = 3;
  for (const role of ROLES) {
    const d = editDistance(word, role);
    if (d < distance) [best, distance] = [role, d];
  }
  return best;
}
