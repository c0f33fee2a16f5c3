// The review's suggestions (`semantic-hints review --suggest`): for each gap it can fix, the
// attributes to add to one element, following references/hint-design.md. Unhinted controls get a
// role from what the element is (its tag and ARIA role), an id made of the nearest area's id and
// a slug of their name, and a target or action where the page gives one; sibling structures of
// the same shape become a collection with `<prefix>.item.<key>` members. The rules are in
// hint-design.md section 17.1.

import { LIMITS, bound } from './bounds.js';
import { composedClosest, composedParent } from './composed.js';
import { HINT_ATTR } from './dom.js';
import { accessibleName, containerNameSource } from './name.js';
import { hasToggleState } from './value.js';
import type { Finding } from './review.js';
import { ROLES } from './types.js';
import type { GapKind, HintSuggestion, Role } from './types.js';

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

const ROLE_SET: ReadonlySet<string> = new Set(ROLES);

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
    if (type === 'checkbox') return 'toggle';
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

/** A group whose radios are one choice: hinted as a select, its radios as options (hint-design 4.5). */
function radioGroupOf(element: Element): Element | null {
  const aria = ariaRole(element);
  const isRadio = aria === 'radio' || (element.localName === 'input' && element.getAttribute('type') === 'radio');
  if (!isRadio) return null;
  return composedClosest(composedParent(element), '[role="radiogroup"], fieldset');
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
  if (ROLE_SET.has(word)) return word as Role;
  const singular = word.replace(/s$/, '');
  if (ROLE_SET.has(singular)) return singular as Role;
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
    if (id && (role === 'region' || role === 'collection')) return id;
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

/** Class names that say how an element looks now, not what it is. */
const STATE_CLASS = /selected|active|checked|open|disabled|focus|hover|current|expanded|pressed/i;

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
 * and options always are; buttons and toggles when each item's has the same name (an Add, a
 * Favourite per record); text fields, selects and sliders are not.
 */
function isRepeatOfRecords(controls: Element[], role: Role): boolean {
  if (role === 'navigation') return true;
  if (role === 'option')
    return !controls.some((c) => c.hasAttribute('aria-pressed') || CHOICE_ITEM_ROLES.has(ariaRole(c)));
  if (role === 'action' || role === 'toggle') {
    const names = controls.map((control) => accessibleName(control, 'all'));
    return names[0] !== '' && names.every((name) => name === names[0]);
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

/** An item's name: its first heading, else its first control's name, else its text. */
function itemName(item: Element, controls: Element[]): string {
  const heading = item.querySelector('h1, h2, h3, h4, h5, h6, [role="heading"]');
  if (heading?.textContent?.trim()) return heading.textContent;
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

/** Why a control gets its role, in a few words. */
const ROLE_REASON: Record<Role, string> = {
  navigation: 'a link: it moves to another screen',
  action: 'a button: it acts on this screen',
  option: 'one choice among a set',
  input: 'a field for free entry',
  select: 'a choice from a list',
  toggle: 'an on/off control',
  slider: 'a number on a range',
  observable: 'live text the page announces when it changes',
  region: 'a named area',
  collection: 'sibling items of the same shape',
};

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

  // Radios are options of their group, which becomes a select.
  const controls = (input.findings.get('unhinted') ?? [])
    .map(({ elements }) => elements[0]!)
    .filter((element) => roleFor(element) !== undefined);
  for (const control of controls) {
    const group = radioGroupOf(control);
    if (group && !group.getAttribute(HINT_ATTR.id) && !suggestions.has(group)) {
      const id = book.claim(`${areaPrefix(group, isVisible)}.${slug(accessibleName(group, 'none'), 3) || 'choice'}`);
      suggest(
        group,
        'unhinted',
        { [HINT_ATTR.id]: id, [HINT_ATTR.role]: 'select' },
        'a group of radios: one choice, its radios are its options',
      );
    }
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
        `${ROLE_REASON.collection}; each item's key comes from ${from}`,
        false,
      );
    // A member control's segment: the slug of the name every control of its kind shares, else its role.
    const kindKey = (control: Element) => `${roleFor(control)}|${kindOf(control)}`;
    const byKind = new Map<string, Element[]>();
    for (const item of items)
      for (const control of inside(item))
        byKind.set(kindKey(control), [...(byKind.get(kindKey(control)) ?? []), control]);
    const segmentOf = (control: Element) => {
      const names = byKind.get(kindKey(control))!.map((member) => slug(accessibleName(member, 'all'), 3));
      return names.every((name) => name && name === names[0]) ? names[0]! : (roleFor(control) ?? 'control');
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
          `${ROLE_REASON[role]}; an item of a repeated list`,
        );
      }
    });
  }

  for (const control of controls) {
    if (suggestions.has(control)) continue;
    const role = roleFor(control)!;
    const group = radioGroupOf(control);
    const prefix = group ? (suggestions.get(group)?.set[HINT_ATTR.id] ?? group.getAttribute(HINT_ATTR.id)) : null;
    const name = slug(accessibleName(control, 'all')) || (control.getAttribute('type') ?? control.localName);
    const id = book.claim(`${prefix ?? areaPrefix(control, isVisible)}.${slug(name)}`);
    suggest(control, 'unhinted', hintFor(control, role, id), ROLE_REASON[role]);
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
    suggest(live, 'unhinted', { [HINT_ATTR.id]: id, [HINT_ATTR.role]: 'observable' }, ROLE_REASON.observable, false);
  }

  // Fixes for the other gap kinds, one per finding.
  const found = (kind: GapKind) => input.findings.get(kind) ?? [];
  for (const { elements } of found('missingRole')) {
    const element = elements[0]!;
    const role = roleFor(element) ?? (element.querySelector(`[${HINT_ATTR.id}]`) ? 'region' : 'observable');
    suggest(element, 'missingRole', { [HINT_ATTR.role]: role }, `no role: ${ROLE_REASON[role]}`);
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
