// The ids a suggestion gives (hint-design.md "The id convention"): slugs of names, the prefix of an
// element's area, the screen or record a link's path names, an invalid id repaired, and the book
// that keeps every suggested id new on the page.

import { composedParent } from '../dom/composed.js';
import { HINT_ATTR, isInteractive } from '../dom/elements.js';
import { containerNameSource } from '../read/name.js';
import { clickedTarget } from './suggest-clicked.js';
import { ariaRole } from './suggest-role.js';
import { wordsOf } from './suggest-labels.js';
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
  const kept = meaningful.length ? meaningful : all;
  // A cut never ends on a word that needs the next: "page not found" is not "page-not".
  let end = Math.min(words, kept.length);
  while (end < kept.length && DANGLING.has(kept[end - 1]!)) end++;
  return kept.slice(0, end).join('-').slice(0, 40).replace(/-+$/, '');
}

/** Words that say nothing without the word after them. */
const DANGLING = new Set(['not', 'no', 'non', 'without', 'of', 'to', 'for', 'and', 'or', 'with', 'by', 'from', 'per']);

/** Amounts (a price, a decimal, a percentage): values a page shows, never words of an id. */
const AMOUNT = /[$€£¥₹]\s?\d[\d.,]*|\d[\d.,]*\s?[$€£¥₹%]|\d+[.,]\d+/g;

/**
 * The slug of a name's words, less the values it shows: amounts always, and counts where words
 * remain ("Products 4 selected $134" → `products-selected`); '' when it holds no word.
 */
export function wordSlug(text: string, words = 4): string {
  const lessAmounts = text.replace(AMOUNT, ' ');
  const lessCounts = /\p{L}/u.test(lessAmounts) ? lessAmounts.replace(/(^|\s)[#№]?\d+(?=\s|$)/g, ' ') : lessAmounts;
  return slug(lessCounts, words);
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

/** The screen a same-origin link leads to, or a control whose click the page saw lead there, in the target vocabulary: its path's first segment. */
export function targetOf(element: Element): string | undefined {
  const href = element.getAttribute('href') ?? clickedTarget(element) ?? null;
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

export const LANDMARK_PREFIX: Record<string, string> = {
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

/** The landmark prefix of an element that is a landmark (`nav`, `header`…); undefined when none. */
export const landmarkOf = (node: Element): string | undefined =>
  LANDMARK_PREFIX[node.localName] ?? LANDMARK_PREFIX[ARIA_LANDMARK[ariaRole(node)] ?? ''];

const HEADING = 'h1, h2, h3, h4, h5, h6, [role="heading"]';

export const isDialog = (node: Element): boolean =>
  node.localName === 'dialog' ||
  ['dialog', 'alertdialog'].includes(ariaRole(node)) ||
  node.matches('[aria-modal="true"]');

/**
 * The name of an area an element is: a dialog's (else `dialog`), a form's, section's, region's or
 * group's label or first heading, a fieldset's legend, in a slug of two words; '' when it is no
 * named area.
 */
export function areaName(node: Element, isVisible: (element: Element) => boolean): string {
  const aria = ariaRole(node);
  if (node.localName === 'fieldset') {
    const legend = node.querySelector(':scope > legend');
    return wordSlug(legend ? wordsOf(legend) : containerNameSource(node, isVisible), 2);
  }
  if (isDialog(node)) return wordSlug(containerNameSource(node, isVisible), 2) || 'dialog';
  if (['form', 'section'].includes(node.localName) || ['region', 'form', 'group'].includes(aria))
    return wordSlug(containerNameSource(node, isVisible), 2);
  return '';
}

/** Parts of a page whose headings name only what is inside them. */
const OWN_HEADINGS = [
  'main, header, footer, section, article, aside, nav, form, fieldset, dialog, ul, ol, table',
  '[role="main"], [role="banner"], [role="contentinfo"], [role="navigation"], [role="complementary"]',
  '[role="region"], [role="dialog"], [role="group"], [role="list"], [role="listitem"]',
].join(', ');

/**
 * The last visible heading before `child` among its parent's children: a heading itself, or the
 * one heading of a wrapper that holds little else (a title and its subtitle). A sibling that
 * holds more (a summary with its figures and list, a column of its own) is a part of the page
 * whose heading names what it holds, not what follows it.
 */
function headingBefore(child: Element, isVisible: (element: Element) => boolean): Element | null {
  for (let sibling = child.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
    if (sibling.matches(HEADING)) {
      // A heading that is a figure ($134.98) names nothing.
      if (isVisible(sibling) && /\p{L}/u.test(sibling.textContent ?? '')) return sibling;
      continue;
    }
    if (sibling.getAttribute(HINT_ATTR.id) || sibling.matches(OWN_HEADINGS)) continue;
    const heading = wrappedHeading(sibling, isVisible);
    if (heading) return heading;
  }
  return null;
}

/** The words of the heading an element stands under in its part of the page; '' when none. */
export function headingWordsBefore(element: Element, isVisible: (element: Element) => boolean): string {
  for (let child = element, node = composedParent(element); node; child = node, node = composedParent(node)) {
    const heading = headingBefore(child, isVisible);
    if (heading) return wordSlug(wordsOf(heading), 2);
    if (node.matches(OWN_HEADINGS)) return '';
  }
  return '';
}

/** What a wrapper holds that makes it more than a heading's: a list, a table, a control. */
const MORE_THAN_A_TITLE = `ul, ol, dl, table, [role="list"], [role="table"], [role="grid"], ${HEADING}`;

/** The heading a wrapper is made of: its one visible heading, with at most a short subtitle beside it. */
function wrappedHeading(wrapper: Element, isVisible: (element: Element) => boolean): Element | null {
  const headings = [...wrapper.querySelectorAll(HEADING)].filter(isVisible);
  if (headings.length !== 1) return null;
  const heading = headings[0]!;
  if (!/\p{L}/u.test(heading.textContent ?? '')) return null;
  const others = [...wrapper.querySelectorAll(MORE_THAN_A_TITLE)].filter(
    (node) => node !== heading && !heading.contains(node) && isVisible(node),
  );
  if (others.length || controlsInside(wrapper)) return null;
  const rest = wordsOf(wrapper).length - wordsOf(heading).length;
  return rest <= Math.max(60, wordsOf(heading).length * 3) ? heading : null;
}

/** Whether an element holds a control an agent acts on. */
const controlsInside = (element: Element): boolean => [...element.querySelectorAll('*')].some(isInteractive);

/** The page's own words for itself: its first visible `<h1>`, else its title's first part. */
export function screenWords(isVisible: (element: Element) => boolean): string {
  const h1 = [...document.querySelectorAll('h1')].find(isVisible);
  return wordSlug(h1 ? wordsOf(h1) : (document.title.split(/\s[|–—-]\s/)[0] ?? ''), 2);
}

/** The id of a container hint an element is, on the page or suggested; undefined when none. */
export type ContainerIdOf = (node: Element) => string | undefined;

const hintedContainerId: ContainerIdOf = (node) => {
  const id = node.getAttribute(HINT_ATTR.id);
  return id && roleHas(node.getAttribute(HINT_ATTR.role), 'container') ? id : undefined;
};

/**
 * The id prefix of an element's area, the nearest of: a region or collection (hinted, or suggested
 * through `suggested`; a screen's `<x>.page` region gives `<x>`), a heading before it in its
 * part of the page, a named dialog, form, fieldset or section, a landmark (`nav`, `header`,
 * `footer`, `sidebar`, `main`); else the page's `<h1>` or title, and `page` only when it has
 * neither.
 */
export function areaPrefix(
  element: Element,
  isVisible: (element: Element) => boolean,
  suggested: ContainerIdOf = () => undefined,
): string {
  for (let child = element, node = composedParent(element); node; child = node, node = composedParent(node)) {
    // A heading before the element inside this node is nearer than the node itself.
    const heading = headingBefore(child, isVisible);
    const fromHeading = heading ? wordSlug(wordsOf(heading), 2) : '';
    if (fromHeading) return fromHeading;
    const container = hintedContainerId(node) ?? suggested(node);
    if (container) return container.replace(/\.page$/, '');
    const named = areaName(node, isVisible) || landmarkOf(node);
    if (named) return named;
  }
  return screenWords(isVisible) || 'page';
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
