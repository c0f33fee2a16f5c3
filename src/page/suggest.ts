// The review's suggestions (`semantic-hints review --suggest`): for each gap it can fix, the
// attributes to add to one element, following references/hint-design.md. Unhinted controls get a
// role from what the element is (its tag and ARIA role), an id made of the nearest area's id and
// a slug of their name, and a target or action where the page gives one; sibling structures of
// the same shape become a collection with `<prefix>.item.<key>` members. A set of choices becomes
// one select with its choices as options, and a widget of several controls (a combobox and its
// buttons, a range's thumbs) one hint on the whole. The rules are in hint-design.md section 17.1.

import { LIMITS, bound } from './bounds.js';
import { composedClosest, composedParent } from './composed.js';
import { HINT_ATTR, isActedOn, isInteractive } from './dom.js';
import { accessibleName, containerNameSource } from './name.js';
import { hasToggleState } from './value.js';
import type { Finding } from './review.js';
import type { GapKind, HintSuggestion } from './types.js';
import { ROLES, VOCABULARY, isRole, roleHas } from './vocabulary.js';
import type { Role } from './vocabulary.js';

/** Where an element is, for a person or an agent to find it: its CSS path (review.ts). */
export type PlaceOf = (element: Element) => string;

/** What the suggestions start from: the review's findings. */
export interface SuggestInput {
  findings: ReadonlyMap<GapKind, Finding[]>;
  /** Ids in use on the page: every suggested id is new. */
  ids: Iterable<string>;
  isVisible: (element: Element) => boolean;
  /** Its id, else its CSS path. */
  placeOf: PlaceOf;
  /** Its CSS path: for an element whose id does not single it out (a duplicate, a broken id). */
  pathOf: PlaceOf;
}

/** A suggestion's slug: lowercase words of letters and digits joined by `-`, at most four words. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'to', 'for', 'in', 'on', 'at', 'your', 'my', 'i', 'with']);

export function slug(text: string, words = 4): string {
  const all = text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  // Short names keep every word ("add-to-cart"); long ones lose the small words first.
  const meaningful = all.length > words ? all.filter((word) => !STOP_WORDS.has(word)) : all;
  return (meaningful.length ? meaningful : all).slice(0, words).join('-').slice(0, 40).replace(/-+$/, '');
}

/** The ARIA role an element states, its first token lowercased. */
function ariaRole(element: Element): string {
  return (element.getAttribute('role') ?? '').trim().split(/\s+/)[0]?.toLowerCase() ?? '';
}

const TEXT_INPUT_TYPES = new Set(['', 'text', 'email', 'search', 'tel', 'url', 'password', 'number', 'date', 'time']);

/** How many aria-pressed buttons stand beside this one: two or more make a set of choices. */
function isPressedChoice(element: Element): boolean {
  const parent = element.parentElement;
  if (!parent) return false;
  let pressed = 0;
  for (const sibling of parent.children) if (sibling.hasAttribute('aria-pressed')) pressed++;
  return pressed >= 2;
}

/**
 * The role an interactive element gets from what it is, per the issue's table: a link navigates,
 * a button acts (a pressed button toggles, one of a set of pressed buttons is an option, one that
 * opens a listbox selects, one that expands a panel toggles), text fields are inputs, lists and
 * comboboxes select, checkboxes and switches toggle, a range is a slider, options and menu items
 * are options. Undefined when the element says too little.
 */
export function roleFor(element: Element): Role | undefined {
  const aria = ariaRole(element);
  const tag = element.localName;
  switch (aria) {
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
    case 'radio':
    case 'option':
    case 'tab':
    case 'menuitem':
    case 'menuitemradio':
    case 'menuitemcheckbox':
      return 'option';
    case 'slider':
      return 'slider';
    case 'button':
      return buttonRole(element);
  }
  if ((tag === 'a' || tag === 'area') && element.hasAttribute('href')) return 'navigation';
  if (tag === 'summary') return 'toggle';
  if (tag === 'select') return 'select';
  if (tag === 'textarea' || element.matches('[contenteditable]:not([contenteditable="false" i])')) return 'input';
  if (tag === 'button') return buttonRole(element);
  if (tag === 'input') {
    const type = (element.getAttribute('type') ?? '').toLowerCase();
    if (type === 'checkbox') return checkboxGroupOf(element) ? 'option' : 'toggle';
    if (type === 'radio') return 'option';
    if (type === 'range') return 'slider';
    if (['button', 'submit', 'reset', 'image'].includes(type)) return 'action';
    if (TEXT_INPUT_TYPES.has(type)) return 'input';
  }
  return undefined;
}

/** Buttons whose name says they switch something on and off: an icon toggle that states no state. */
const ON_OFF_NAME = /^(un)?(favou?rite|star|pin|bookmark|like|follow|mute|watch)\b/i;

function buttonRole(element: Element): Role {
  if (element.hasAttribute('aria-pressed')) return isPressedChoice(element) ? 'option' : 'toggle';
  const popup = (element.getAttribute('aria-haspopup') ?? '').toLowerCase();
  if (popup === 'listbox') return 'select';
  if (element.hasAttribute('aria-expanded') && (popup === '' || popup === 'false'))
    return opensDialog(element) ? 'action' : 'toggle';
  if (ON_OFF_NAME.test(accessibleName(element, 'all').replace(/^[^A-Za-z]+/, ''))) return 'toggle';
  return 'action';
}

/** Whether what a button controls is a dialog (a drawer, a sheet): opening one is an action. */
function opensDialog(element: Element): boolean {
  const controlled = (element.getAttribute('aria-controls') ?? '').split(/\s+/).filter(Boolean);
  return controlled.some((id) => document.getElementById(id)?.matches('dialog, [role="dialog"], [role="alertdialog"]'));
}

const isCheckbox = (element: Element) =>
  ariaRole(element) === 'checkbox' ||
  (element.localName === 'input' && (element.getAttribute('type') ?? '').toLowerCase() === 'checkbox');

const isRadio = (element: Element) =>
  ariaRole(element) === 'radio' ||
  (element.localName === 'input' && (element.getAttribute('type') ?? '').toLowerCase() === 'radio');

/** The controls under an element, by the review's own rule of what a control is. */
const controlsIn = (root: Element): Element[] => [...root.querySelectorAll('*')].filter(isInteractive);

/**
 * A `role="group"` whose controls are all checkboxes, two or more (a checkbox group): one choice of
 * several values, hinted as a select with its checkboxes as options (hint-design 4.5).
 */
function checkboxGroupOf(element: Element): Element | null {
  if (!isCheckbox(element)) return null;
  const group = composedClosest(composedParent(element), '[role="group"]');
  if (!group) return null;
  const inside = controlsIn(group).filter((control) => !control.closest('[aria-hidden="true"]'));
  return inside.length >= 2 && inside.every(isCheckbox) ? group : null;
}

/**
 * The set of choices a control is one of, hinted as a select whose choices are its options
 * (hint-design 4.5): a radio's `radiogroup` or `<fieldset>`, a tab's `tablist`, an option's
 * `listbox`, a checkbox's checkbox group, an `aria-pressed` button's `role="group"` when it stands
 * among other pressed buttons. Null for a control that is no such choice.
 */
function choiceGroupOf(element: Element): Element | null {
  const parent = composedParent(element);
  if (isRadio(element)) return composedClosest(parent, '[role="radiogroup"], fieldset');
  const aria = ariaRole(element);
  if (aria === 'tab') return composedClosest(parent, '[role="tablist"]');
  if (aria === 'option') return composedClosest(parent, '[role="listbox"]');
  if (isCheckbox(element)) return checkboxGroupOf(element);
  if (element.hasAttribute('aria-pressed') && isPressedChoice(element) && parent?.matches('[role="group"]'))
    return parent;
  return null;
}

/** Whether an element has a hint, or lies in (or is the label node of) a hint an agent acts on. */
function isHintedOrCovered(element: Element): boolean {
  if (element.getAttribute(HINT_ATTR.id) || element.querySelector(`[${HINT_ATTR.id}]`)) return true;
  for (let node = composedParent(element); node; node = composedParent(node))
    if (node.getAttribute(HINT_ATTR.id) && isActedOn(node)) return true;
  return false;
}

/** Visible text, its runs of white space as one space. */
const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Containers a group's hint never climbs past: areas and the structure of lists and tables. */
const AREA_OR_STRUCTURE =
  'body, main, nav, header, footer, aside, section, form, fieldset, dialog, details, table, tr, td, th, li, ul, ol, dl, label, [role]:not([role="none"]):not([role="presentation"])';

/**
 * Where a group's select hint goes: the group, or the outermost wrapper around it that holds
 * nothing else: no other text, no other visible control (a tab list inside its component's
 * root and scroller). It stops at an area, a list or table part, a label, or anything with a role;
 * a `<fieldset>` and a listbox (a control itself) keep the hint.
 */
function groupHintElement(group: Element, isVisible: (element: Element) => boolean): Element {
  let node = group;
  if (group.localName === 'fieldset' || ariaRole(group) === 'listbox') return group;
  const text = textOf(group);
  for (let parent = node.parentElement; parent; parent = parent.parentElement) {
    if (parent.matches(AREA_OR_STRUCTURE) || textOf(parent) !== text) break;
    const others = controlsIn(parent).some((control) => !node.contains(control) && isVisible(control));
    if (others) break;
    node = parent;
  }
  return node;
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

/** An id made valid: each segment's other characters become `-`, and `item` only between segments. */
export function repairedId(id: string): string {
  const segments = id
    .split('.')
    .map((segment) => segment.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, ''))
    .filter(Boolean);
  const fixed = segments.map((segment, index) =>
    segment === 'item' && (index === 0 || index === segments.length - 1) ? 'items' : segment,
  );
  return fixed.length ? fixed.join('.') : 'hint';
}

/** The screen a same-origin link leads to, in the target vocabulary: its path's first segment. */
function targetOf(element: Element): string | undefined {
  const href = element.getAttribute('href');
  if (href === null) return undefined;
  let url: URL;
  try {
    url = new URL(href, location.href);
  } catch {
    return undefined;
  }
  if (url.origin !== location.origin) return undefined;
  // A hash route (#/…) carries the path; a plain fragment is a place on this screen, no screen.
  const routed = /^#!?\//.test(url.hash) ? url.hash.replace(/^#!?/, '') : url.pathname;
  if (url.pathname === location.pathname && url.search === location.search && !/^#!?\//.test(url.hash) && url.hash)
    return undefined;
  const segments = routed
    .split('/')
    .map((segment) => slug(decodeURIComponent(segment).replace(/\.html?$/, ''), 3))
    .filter(Boolean);
  const first = segments[0] ?? 'home';
  return `${first}.${segments.length > 1 ? 'detail' : 'page'}`;
}

/** The last path segment of a link: the record a member link opens. */
function lastPathSegment(element: Element): string {
  const href = element.getAttribute('href');
  if (!href) return '';
  try {
    const url = new URL(href, location.href);
    const route = /^#!?\//.test(url.hash) ? url.hash.replace(/^#!?/, '') : url.pathname;
    return decodeURIComponent(route.split('/').filter(Boolean).pop() ?? '');
  } catch {
    return '';
  }
}

const LANDMARK_PREFIX: Record<string, string> = {
  nav: 'nav',
  header: 'header',
  footer: 'footer',
  aside: 'sidebar',
  main: 'main',
};

const ARIA_LANDMARK: Record<string, string> = {
  navigation: 'nav',
  banner: 'header',
  contentinfo: 'footer',
  complementary: 'aside',
  main: 'main',
};

/**
 * The id prefix of an element's area: the nearest hinted region or collection's id, else the slug
 * of the nearest named dialog, form or section, else the landmark it is in, else `page`.
 */
function areaPrefix(element: Element, isVisible: (element: Element) => boolean): string {
  for (let node = composedParent(element); node; node = composedParent(node)) {
    const id = node.getAttribute(HINT_ATTR.id);
    const role = node.getAttribute(HINT_ATTR.role);
    if (id && roleHas(role, 'container')) return id;
    const aria = ariaRole(node);
    const tag = node.localName;
    if (
      aria === 'dialog' ||
      aria === 'alertdialog' ||
      tag === 'dialog' ||
      tag === 'form' ||
      tag === 'section' ||
      aria === 'region'
    ) {
      const named = slug(containerNameSource(node, isVisible), 2);
      if (named) return named;
      if (aria === 'dialog' || aria === 'alertdialog' || tag === 'dialog') return 'dialog';
    }
    const landmark = LANDMARK_PREFIX[tag] ?? LANDMARK_PREFIX[ARIA_LANDMARK[aria] ?? ''];
    if (landmark) return landmark;
  }
  return 'page';
}

/** Ids already in use on the page, and the ones suggested so far: each suggestion's id is new. */
class IdBook {
  private readonly used = new Set<string>();
  constructor(existing: Iterable<string>) {
    for (const id of existing) this.used.add(id);
  }
  /** `wanted`, else `wanted-2`, `wanted-3`…: a suffix on the last segment, keeping the id valid. */
  claim(wanted: string): string {
    let id = wanted;
    for (let n = 2; this.used.has(id); n++) id = `${wanted}-${n}`;
    this.used.add(id);
    return id;
  }
}

/** Items of the same kind under one container: one collection suggestion. */
interface FoundCollection {
  container: Element;
  items: Element[];
}

/** Choices of a fixed set (radios, tabs, menu items, pressed buttons) are options, not a collection's items. */
const CHOICE_ITEM_ROLES = new Set(['radio', 'tab', 'menuitem', 'menuitemradio', 'menuitemcheckbox']);

/** Class names that say how an element looks now or where it stands (first, odd…), not what it is. */
const STATE_CLASS =
  /selected|active|checked|open|disabled|focus|hover|current|expanded|pressed|first|last|odd|even|visible|hidden/i;

/** What kind of thing in what kind of place: the tags and classes from <body> down, no positions. */
function kindOf(element: Element): string {
  const steps: string[] = [];
  for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
    const classes = [...node.classList].filter((name) => !STATE_CLASS.test(name)).sort();
    steps.push([node.localName, ariaRole(node), ...classes].join('.'));
  }
  return steps.reverse().join('>');
}

function lowestCommonAncestor(elements: Element[]): Element | null {
  let candidate: Element | null = elements[0]?.parentElement ?? null;
  while (candidate && !elements.every((element) => candidate!.contains(element))) candidate = candidate.parentElement;
  return candidate;
}

/**
 * Whether controls of one kind are the records of a list rather than the fields of a form: links
 * always are, and options that are no choice of a set; buttons and toggles when each item's has
 * the same name or shows the same text (an Add, a Favourite per record), or when each lies in a
 * row of its own of one table; text fields, selects and sliders are not.
 */
function isRepeatOfRecords(controls: Element[], role: Role): boolean {
  if (role === 'navigation') return true;
  if (role === 'option')
    return !controls.some(
      (c) => c.hasAttribute('aria-pressed') || CHOICE_ITEM_ROLES.has(ariaRole(c)) || isRadio(c) || choiceGroupOf(c),
    );
  if (role === 'action' || role === 'toggle') {
    if (inRowsOfOneTable(controls)) return true;
    const same = (names: string[]) => names[0] !== '' && names.every((name) => name === names[0]);
    return same(controls.map((control) => accessibleName(control, 'all'))) || same(controls.map(textOf));
  }
  return false;
}

/**
 * Repeated structures among the unhinted controls. Controls of one kind (the same tags and classes
 * from <body> down, and the same role) that are a list's records make a repeat; its container is
 * their lowest common ancestor, and each one's item is its highest ancestor below the container
 * that holds no other of them. Repeats in one container make one collection, its items those of the
 * largest repeat; the other repeats' controls join the item they lie in.
 */
function findCollections(controls: Element[]): FoundCollection[] {
  const kinds = new Map<string, Element[]>();
  for (const control of controls) {
    const role = roleFor(control);
    if (!role) continue;
    const kind = `${role}|${kindOf(control)}`;
    kinds.set(kind, [...(kinds.get(kind) ?? []), control]);
  }
  const byContainer = new Map<Element, Element[][]>();
  for (const [kind, members] of kinds) {
    if (members.length < 2 || !isRepeatOfRecords(members, kind.split('|')[0] as Role)) continue;
    const container = lowestCommonAncestor(members);
    if (!container || container === document.body || container === document.documentElement) continue;
    const items = members.map((member) => {
      let item = member;
      while (
        item.parentElement &&
        item.parentElement !== container &&
        !members.some((other) => other !== member && item.parentElement!.contains(other))
      )
        item = item.parentElement;
      return item;
    });
    byContainer.set(container, [...(byContainer.get(container) ?? []), items]);
  }
  const found: FoundCollection[] = [];
  for (const [container, repeats] of byContainer) {
    const items = repeats.reduce((largest, repeat) => (repeat.length > largest.length ? repeat : largest));
    if (new Set(items).size === items.length) found.push({ container, items });
  }
  return found;
}

/** A list's name: its own, else that of the table, grid or list it is the body of. */
function listName(container: Element, isVisible: (element: Element) => boolean): string {
  const own = containerNameSource(container, isVisible);
  if (own) return own;
  const whole = container.parentElement?.closest('table, [role="grid"], [role="table"], [role="treegrid"]');
  return whole ? containerNameSource(whole, isVisible) : '';
}

/** An item's name: its first heading, else a row's header or first cell with text, else its first control's name, else its text. */
function itemName(item: Element, controls: Element[]): string {
  const heading = item.querySelector('h1, h2, h3, h4, h5, h6, [role="heading"]');
  if (heading?.textContent?.trim()) return heading.textContent;
  if (item.matches('tr, [role="row"]')) {
    const cells = [
      ...item.querySelectorAll('th, [role="rowheader"]'),
      ...item.querySelectorAll('td, [role="gridcell"], [role="cell"]'),
    ];
    const named = cells.find((cell) => textOf(cell));
    if (named) return textOf(named);
  }
  for (const control of controls) {
    const name = accessibleName(control, 'all');
    if (name) return name;
  }
  return item.textContent ?? '';
}

const KEY_ATTRIBUTES = ['data-key', 'data-id', 'data-row-key', 'data-item-id', 'data-value', 'data-slug', 'data-sku'];

/**
 * Each item's key: a link's last path segment, a data attribute, else the slug of its name, the
 * first of these that tells every item apart; the position only when nothing does.
 */
function itemKeys(items: Element[], controlsOf: (item: Element) => Element[]): { keys: string[]; from: string } {
  const distinct = (keys: string[]) => keys.every(Boolean) && new Set(keys).size === keys.length;
  const linkOf = (item: Element) =>
    item.matches('a[href]') ? item : (controlsOf(item).find((control) => control.matches('a[href]')) ?? null);
  const fromLinks = items.map((item) => slug(lastPathSegment(linkOf(item) ?? item), 3));
  if (distinct(fromLinks)) return { keys: fromLinks, from: "its link's path" };
  for (const attribute of KEY_ATTRIBUTES) {
    const keys = items.map((item) => {
      const carrier = item.hasAttribute(attribute) ? item : item.querySelector(`[${attribute}]`);
      return slug(carrier?.getAttribute(attribute) ?? '', 3);
    });
    if (distinct(keys)) return { keys, from: attribute };
  }
  const named = items.map((item) => slug(itemName(item, controlsOf(item)), 3));
  if (distinct(named)) return { keys: named, from: 'its name' };
  return { keys: items.map((_, index) => String(index + 1)), from: 'its position: nothing else tells the items apart' };
}

/** A button out of the tab order: a widget's own part (a combobox's open or clear button). */
const isPartButton = (element: Element) =>
  (element.localName === 'button' || ariaRole(element) === 'button') && element.getAttribute('tabindex') === '-1';

/** Controls that are parts of one widget, and the one hint each widget gets instead. */
interface WidgetWholes {
  parts: Set<Element>;
  hints: Map<Element, { name: string; role: Role; why: string }>;
}

/**
 * Widgets made of several controls, each hinted once as a whole (hint-design 4.5, 4.7): a control
 * inside a combobox is the combobox's (the combobox stands for it); a combobox and the buttons
 * beside it that are out of the tab order (open, clear) are one select, on the lowest ancestor
 * holding them and no other control; sliders named by one label (`aria-labelledby`) are the thumbs
 * of one range, a slider on the lowest ancestor holding them and no other control.
 */
function widgetWholes(controls: Element[]): WidgetWholes {
  const parts = new Set<Element>();
  const hints = new Map<Element, { name: string; role: Role; why: string }>();
  const listed = new Set(controls);
  for (const control of controls) {
    const outer = composedClosest(composedParent(control), '[role="combobox"]');
    if (outer && listed.has(outer)) parts.add(control);
  }
  for (const combobox of controls) {
    if (ariaRole(combobox) !== 'combobox' || parts.has(combobox)) continue;
    for (let node = combobox.parentElement, depth = 0; node && node !== document.body && depth < 3; depth++) {
      const field: Element = node;
      const others = controls.filter(
        (control) =>
          control !== combobox && !combobox.contains(control) && field.contains(control) && !parts.has(control),
      );
      if (others.some((control) => !isPartButton(control))) break;
      if (others.length) {
        for (const part of [combobox, ...others]) parts.add(part);
        hints.set(field, {
          name: accessibleName(combobox, 'all'),
          role: 'select',
          why: 'a combobox and its buttons: one choice from a list, hinted once on the field that holds them',
        });
        break;
      }
      node = node.parentElement;
    }
  }
  const byLabel = new Map<string, Element[]>();
  for (const control of controls) {
    const label = control.getAttribute('aria-labelledby')?.trim();
    if (label && !parts.has(control) && roleFor(control) === 'slider')
      byLabel.set(label, [...(byLabel.get(label) ?? []), control]);
  }
  for (const [label, thumbs] of byLabel) {
    if (thumbs.length < 2) continue;
    const whole = lowestCommonAncestor(thumbs);
    if (!whole || whole === document.body || controls.some((c) => !thumbs.includes(c) && whole.contains(c))) continue;
    for (const thumb of thumbs) parts.add(thumb);
    const name = label
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' ')
      .trim();
    hints.set(whole, { name, role: 'slider', why: 'the thumbs of one range: one slider, on the range' });
  }
  return { parts, hints };
}

/** The table row an element is in, and the table, grid or treegrid of that row. */
function rowOf(element: Element): { row: Element; table: Element | null } | null {
  const row = element.closest('tr, [role="row"]');
  return row ? { row, table: row.closest('table, [role="grid"], [role="table"], [role="treegrid"]') } : null;
}

/** Whether controls lie each in a row of its own of one table: the records of that table. */
function inRowsOfOneTable(controls: Element[]): boolean {
  const rows = controls.map(rowOf);
  if (rows.some((row) => !row?.table)) return false;
  return new Set(rows.map((row) => row!.row)).size === rows.length && new Set(rows.map((row) => row!.table)).size === 1;
}

/**
 * The rows of a data table that hold no control at all: each row a record to read. A table body
 * (`<tbody>`, `role="rowgroup"` of a grid or table) with two or more visible rows of cells, none
 * holding a control or a hint, and no collection hint around it.
 */
function findReadOnlyRows(isVisible: (element: Element) => boolean): FoundCollection[] {
  const found: FoundCollection[] = [];
  const seen = new Set<Element>();
  for (const body of document.querySelectorAll('tbody, [role="rowgroup"]')) {
    const table = body.closest('table, [role="grid"], [role="table"], [role="treegrid"]');
    if (seen.has(body) || !table || table.matches('[role="presentation"], [role="none"]')) continue;
    seen.add(body);
    if (composedClosest(body, `[${HINT_ATTR.role}="collection"]`)) continue;
    const rows = [...body.children].filter(
      (row) =>
        row.matches('tr, [role="row"]') && row.querySelector('td, [role="gridcell"], [role="cell"]') && isVisible(row),
    );
    if (rows.length < 2) continue;
    if (
      rows.some(
        (row) => row.getAttribute(HINT_ATTR.id) || row.querySelector(`[${HINT_ATTR.id}]`) || controlsIn(row).length > 0,
      )
    )
      continue;
    found.push({ container: body, items: rows });
  }
  return found;
}

const LIVE_TEXT =
  '[role="status"], [role="alert"], [role="log"], [role="timer"], output, [aria-live]:not([aria-live="off"])';

/** A suggestion in a few words, for a label beside its element: `+ role id`, else its attributes. */
export function suggestionLabel(suggestion: HintSuggestion): string {
  const { [HINT_ATTR.role]: role, [HINT_ATTR.id]: id, ...rest } = suggestion.set;
  const main = [role, id].filter(Boolean).join(' ');
  return `+ ${
    main ||
    Object.entries(rest)
      .map(([name, value]) => `${name}="${value}"`)
      .join(' ')
  }`;
}

/** The suggestions for one review, by element, in document order of the elements. */
export function suggestHints(input: SuggestInput): Array<[Element, HintSuggestion]> {
  const { isVisible, placeOf } = input;
  const book = new IdBook(input.ids);
  const suggestions = new Map<Element, HintSuggestion>();
  const suggest = (element: Element, gap: GapKind, set: Record<string, string>, why: string, named = true) => {
    const byPath = gap === 'duplicateId' || gap === 'badId';
    const name = named ? accessibleName(element, 'all') : '';
    const existing = suggestions.get(element);
    if (existing) {
      Object.assign(existing.set, set);
      return;
    }
    suggestions.set(element, {
      place: byPath ? input.pathOf(element) : placeOf(element),
      ...(name ? { name } : {}),
      gap,
      set: Object.fromEntries(Object.entries(set).map(([key, value]) => [key, bound(value, LIMITS.token)])),
      why,
    });
  };
  const hintFor = (element: Element, role: Role, id: string): Record<string, string> => {
    const set: Record<string, string> = { [HINT_ATTR.id]: id, [HINT_ATTR.role]: role };
    // A toggle must show its state where the server reads it (hint-design.md 4.6).
    if (role === 'toggle' && !hasToggleState(element)) set['aria-pressed'] = 'false';
    if (role === 'navigation') {
      const target = targetOf(element);
      if (target) set[HINT_ATTR.target] = target;
    }
    if (role === 'action') {
      const action = slug(accessibleName(element, 'all'), 3);
      if (action) set[HINT_ATTR.action] = action;
    }
    return set;
  };

  const unhinted = (input.findings.get('unhinted') ?? [])
    .map(({ elements }) => elements[0]!)
    .filter((element) => roleFor(element) !== undefined);
  // Parts of one widget get one hint, on the widget: a combobox with its open and clear buttons, a
  // combobox inside a combobox, the thumbs of a range.
  const wholes = widgetWholes(unhinted);
  const controls = unhinted.filter((control) => !wholes.parts.has(control));
  for (const [whole, { name, role, why }] of wholes.hints) {
    const id = book.claim(`${areaPrefix(whole, isVisible)}.${slug(name) || role}`);
    suggest(whole, 'unhinted', { [HINT_ATTR.id]: id, [HINT_ATTR.role]: role }, why, false);
    if (name) suggestions.get(whole)!.name = bound(name, LIMITS.name);
  }

  // Choices of a set (radios, tabs, a listbox's options, a checkbox group, pressed buttons in a
  // group) are options of the set, which becomes a select.
  const groupHint = new Map<Element, Element>();
  for (const control of controls) {
    const group = choiceGroupOf(control);
    if (!group || groupHint.has(group)) continue;
    const at = groupHintElement(group, isVisible);
    groupHint.set(group, at);
    if (suggestions.has(at) || at.getAttribute(HINT_ATTR.id) || group.getAttribute(HINT_ATTR.id)) continue;
    const name = slug(accessibleName(group, 'none') || accessibleName(at, 'none'), 3);
    const id = book.claim(`${areaPrefix(at, isVisible)}.${name || 'choice'}`);
    suggest(
      at,
      'unhinted',
      { [HINT_ATTR.id]: id, [HINT_ATTR.role]: 'select' },
      'a set of choices: one select, its choices are its options',
    );
  }

  // Collections first: their members' ids follow the item convention.
  for (const { container, items } of findCollections(controls)) {
    const inside = (item: Element) => controls.filter((control) => item === control || item.contains(control));
    const { keys, from } = itemKeys(items, inside);
    const containerId =
      container.getAttribute(HINT_ATTR.id) ??
      book.claim(`${areaPrefix(container, isVisible)}.${slug(listName(container, isVisible), 2) || 'list'}`);
    if (!container.getAttribute(HINT_ATTR.id))
      suggest(
        container,
        'unhinted',
        { [HINT_ATTR.id]: containerId, [HINT_ATTR.role]: 'collection' },
        `${VOCABULARY.collection.suggestedAs}; each item's key comes from ${from}`,
        false,
      );
    // A member control's segment: the slug of the name every control of its kind shares, else its role.
    const kindKey = (control: Element) => `${roleFor(control)}|${kindOf(control)}`;
    const byKind = new Map<string, Element[]>();
    for (const item of items)
      for (const control of inside(item))
        byKind.set(kindKey(control), [...(byKind.get(kindKey(control)) ?? []), control]);
    const segmentOf = (control: Element) => {
      const kind = byKind.get(kindKey(control))!;
      for (const nameOf of [(member: Element) => accessibleName(member, 'all'), textOf]) {
        const names = kind.map((member) => slug(nameOf(member), 3));
        if (names.every((name) => name && name === names[0])) return names[0]!;
      }
      return roleFor(control) ?? 'control';
    };
    items.forEach((item, index) => {
      const itemId = `${containerId}.item.${keys[index]!}`;
      const members = inside(item);
      // The item's own hint: the item itself when it is the control, else its one link to the record.
      const links = members.filter((control) => control.matches('a[href]'));
      const main = members.includes(item) ? item : links.length === 1 ? links[0] : undefined;
      const used = new Set<string>();
      for (const control of members) {
        const role = roleFor(control)!;
        let id = itemId;
        if (control !== main) {
          const wanted = segmentOf(control);
          let segment = wanted;
          for (let n = 2; used.has(segment); n++) segment = `${wanted}-${n}`;
          used.add(segment);
          id = `${itemId}.${segment}`;
        }
        suggest(
          control,
          'unhinted',
          hintFor(control, role, book.claim(id)),
          `${VOCABULARY[role].suggestedAs}; an item of a repeated list`,
        );
      }
    });
  }

  // The rows of a table that hold no control: a collection of records, each row read as text.
  for (const { container, items } of findReadOnlyRows(isVisible)) {
    const { keys, from } = itemKeys(items, () => []);
    const containerId = book.claim(
      `${areaPrefix(container, isVisible)}.${slug(listName(container, isVisible), 2) || 'rows'}`,
    );
    suggest(
      container,
      'unhinted',
      { [HINT_ATTR.id]: containerId, [HINT_ATTR.role]: 'collection' },
      `the rows of a table; each item's key comes from ${from}`,
      false,
    );
    items.forEach((row, index) =>
      suggest(
        row,
        'unhinted',
        { [HINT_ATTR.id]: book.claim(`${containerId}.item.${keys[index]!}`), [HINT_ATTR.role]: 'observable' },
        'a row of a table with no control: an item to read',
        false,
      ),
    );
  }

  for (const control of controls) {
    if (suggestions.has(control)) continue;
    const role = roleFor(control)!;
    const group = choiceGroupOf(control);
    const at = group ? (groupHint.get(group) ?? group) : null;
    const prefix =
      group && at
        ? (suggestions.get(at)?.set[HINT_ATTR.id] ?? at.getAttribute(HINT_ATTR.id) ?? group.getAttribute(HINT_ATTR.id))
        : null;
    const name = slug(accessibleName(control, 'all')) || (control.getAttribute('type') ?? control.localName);
    const id = book.claim(`${prefix ?? areaPrefix(control, isVisible)}.${slug(name)}`);
    suggest(control, 'unhinted', hintFor(control, role, id), VOCABULARY[role].suggestedAs);
  }

  // A <details> element's summary opens and closes it: a toggle, though the review counts no gap.
  for (const summary of document.querySelectorAll('details > summary:first-of-type')) {
    if (suggestions.has(summary) || !isVisible(summary) || isHintedOrCovered(summary)) continue;
    const id = book.claim(`${areaPrefix(summary, isVisible)}.${slug(accessibleName(summary, 'all')) || 'details'}`);
    suggest(summary, 'unhinted', hintFor(summary, 'toggle', id), VOCABULARY.toggle.suggestedAs);
  }

  // Live text the page announces: what it shows changes with actions.
  for (const live of document.querySelectorAll(LIVE_TEXT)) {
    if (
      live.getAttribute(HINT_ATTR.id) ||
      composedClosest(live, `[${HINT_ATTR.role}="observable"]`) ||
      !isVisible(live)
    )
      continue;
    const id = book.claim(`${areaPrefix(live, isVisible)}.${slug(accessibleName(live, 'none'), 2) || 'status'}`);
    suggest(
      live,
      'unhinted',
      { [HINT_ATTR.id]: id, [HINT_ATTR.role]: 'observable' },
      VOCABULARY.observable.suggestedAs,
      false,
    );
  }

  // Fixes for the other gap kinds, one per finding.
  const found = (kind: GapKind) => input.findings.get(kind) ?? [];
  for (const { elements } of found('missingRole')) {
    const element = elements[0]!;
    const role = roleFor(element) ?? (element.querySelector(`[${HINT_ATTR.id}]`) ? 'region' : 'observable');
    suggest(element, 'missingRole', { [HINT_ATTR.role]: role }, `no role: ${VOCABULARY[role].suggestedAs}`);
  }
  for (const { elements } of found('unknownRole')) {
    const element = elements[0]!;
    const raw = element.getAttribute(HINT_ATTR.role) ?? '';
    const role = nearestRole(raw) ?? roleFor(element);
    if (role)
      suggest(
        element,
        'unknownRole',
        { [HINT_ATTR.role]: role },
        `"${bound(raw, 40)}" is not a role; ${role} is the nearest of the ten`,
      );
  }
  for (const { elements } of found('missingId')) {
    const element = elements[0]!;
    const role = nearestRole(element.getAttribute(HINT_ATTR.role) ?? '') ?? roleFor(element);
    const id = book.claim(
      `${areaPrefix(element, isVisible)}.${slug(accessibleName(element, 'all')) || element.localName}`,
    );
    suggest(
      element,
      'missingId',
      { [HINT_ATTR.id]: id, ...(role ? { [HINT_ATTR.role]: role } : {}) },
      'hint attributes without an id address nothing',
    );
  }
  for (const { elements } of found('duplicateId')) {
    for (const copy of elements.slice(1)) {
      const id = copy.getAttribute(HINT_ATTR.id) ?? '';
      suggest(
        copy,
        'duplicateId',
        { [HINT_ATTR.id]: book.claim(`${id}-2`) },
        'another element carries this id; an id must be unique on the page',
      );
    }
  }
  for (const { elements } of found('badId')) {
    const element = elements[0]!;
    suggest(
      element,
      'badId',
      { [HINT_ATTR.id]: book.claim(repairedId(element.getAttribute(HINT_ATTR.id) ?? '')) },
      'the id breaks a selector or the item convention',
    );
  }
  for (const { elements } of found('unreadableToggle')) {
    suggest(
      elements[0]!,
      'unreadableToggle',
      { 'aria-pressed': 'false' },
      'its on/off state is nowhere the page shows it: keep aria-pressed up to date ("true" when on)',
    );
  }
  for (const finding of found('unfoldedRepeat')) {
    const { elements } = finding;
    const container = lowestCommonAncestor(elements);
    if (container && container !== document.body && !container.getAttribute(HINT_ATTR.id))
      suggest(
        container,
        'unfoldedRepeat',
        { [HINT_ATTR.id]: book.claim(finding.place()), [HINT_ATTR.role]: 'collection' },
        'members share this prefix but no collection holds them',
        false,
      );
  }

  return [...suggestions.entries()].sort(([a], [b]) =>
    a === b ? 0 : a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
}
