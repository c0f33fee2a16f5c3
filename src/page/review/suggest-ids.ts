// The ids a suggestion gives (hint-design.md section 3): slugs of names, the prefix of an
// element's area, the screen or record a link's path names, an invalid id repaired, and the book
// that keeps every suggested id new on the page.

import { composedParent } from '../dom/composed.js';
import { HINT_ATTR } from '../dom/elements.js';
import { containerNameSource } from '../read/name.js';
import { ariaRole } from './suggest-role.js';
import { roleHas } from '../vocabulary.js';

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
export function targetOf(element: Element): string | undefined {
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
export function lastPathSegment(element: Element): string {
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
export function areaPrefix(element: Element, isVisible: (element: Element) => boolean): string {
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
export class IdBook {
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
