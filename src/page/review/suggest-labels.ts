// The label a suggestion proposes for a control with no usable accessible name (an icon button, a
// − or + beside a quantity): what its symbol, its icon or the field beside it says it does. The
// app team checks it; a control without a name is no use to an agent or a screen reader.

import { accessibleName } from '../read/name.js';

/** An element's text, whitespace collapsed. */
export const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * The words an element shows, as the browser lays them out: the text of two blocks ("Free
 * shipping", "On every order") never runs together. Text nodes apart where it is not rendered.
 */
export function wordsOf(element: Element): string {
  const text =
    element instanceof HTMLElement && element.checkVisibility()
      ? element.innerText
      : [...textNodesOf(element)].map((node) => node.data).join(' ');
  return text.replace(/\s+/g, ' ').trim();
}

function* textNodesOf(element: Element): Generator<Text> {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) yield node as Text;
}

/**
 * Whether a token is made by a tool rather than a person: a React `useId` (`:r1:`, `«r1»`), a
 * CSS-in-JS class (`css-1x2y3z`, `sc-AxjAm`, `jsx-123`), a hash, letters and digits interleaved.
 */
export function isGeneratedToken(token: string): boolean {
  if (/[:«»]/.test(token)) return true;
  if (/^(css|sc|jsx|emotion|svelte|tw|mui|chakra|styled)-/i.test(token)) return true;
  const parts = token.split(/[-_]+/).filter(Boolean);
  return (
    parts.some((part) => /\d/.test(part) && /[a-z]/i.test(part) && /\d\D+\d|\D\d+\D/.test(part)) ||
    parts.some((part) => /^[0-9a-f]{6,}$/i.test(part) && /\d/.test(part))
  );
}

/**
 * A table row's name: its header cell's text, else its first cell with text (with `wanted` text,
 * when given); empty for no row.
 */
export function rowName(row: Element, wanted: (text: string) => boolean = (text) => text !== ''): string {
  if (!row.matches('tr, [role="row"]')) return '';
  const cells = [
    ...row.querySelectorAll('th, [role="rowheader"]'),
    ...row.querySelectorAll('td, [role="gridcell"], [role="cell"]'),
  ];
  const named = cells.find((cell) => wanted(textOf(cell)));
  return named ? textOf(named) : '';
}

/** Whether text holds a word: a letter or digit of any script (查询, Сбросить and Café are words). */
const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text);

/** Symbols an icon button shows, and what pressing one does. */
const SYMBOL_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/^[+＋➕]$/, 'Increase'],
  [/^[-−–—➖]$/, 'Decrease'],
  [/^[×✕✖xX]$/, 'Close'],
  [/^[♥♡❤]$/, 'Favourite'],
  [/^[☰≡]$/, 'Menu'],
  [/^(…|\.\.\.|⋮|⋯)$/, 'More'],
  [/^[←‹«]$/, 'Back'],
  [/^[→›»]$/, 'Next'],
  [/^[🔍🔎]$/u, 'Search'],
  [/^[🛒]$/u, 'Cart'],
];

/**
 * Words an icon's markup gives it: an `<svg>` title or label, a test id, data-icon, the symbol a
 * `<use>` draws, an image's alt. Never a class name: a library's classes name its parts, not
 * what a control does.
 */
function iconWords(control: Element): string {
  const title = control.querySelector('svg title')?.textContent?.trim();
  if (title) return title;
  for (const node of [control, ...control.querySelectorAll('svg, i, span, img, use')]) {
    const named = [
      node.getAttribute('data-icon'),
      node.getAttribute('data-testid'),
      node === control ? null : node.getAttribute('aria-label'),
      node.localName === 'img' ? node.getAttribute('alt') : null,
      node.localName === 'use'
        ? (node.getAttribute('href') ?? node.getAttribute('xlink:href'))?.replace(/^.*#/, '')
        : null,
    ].find((value) => value && !isGeneratedToken(value));
    // `FavoriteBorderIcon`, `icon-heart` → words, less the word icon itself and the style of a
    // Material icon (`CloseRoundedIcon` is a close icon drawn rounded).
    const words = (named ?? '')
      .replace(/(?:Rounded|Outlined|Sharp|TwoTone|Filled)(?=Icon$)/, '')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .replace(/\b(icon|icons|fa|bi|mdi|svg)\b|[-_]/gi, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (hasWords(words)) return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
  }
  return '';
}

/** The name of a field beside the control (a quantity's − and + stand on either side of it). */
function fieldBeside(control: Element): string {
  const parent = control.parentElement;
  const field = parent?.querySelector('input:not([type="hidden" i]), [role="spinbutton"], output');
  if (!field) return '';
  return accessibleName(field, 'all') || (field.getAttribute('name') ?? '');
}

/**
 * What a checkbox or radio in a table row selects: `Select <the row's name>`, or `Select all` in a
 * header row (a table's row selection). Empty for any other control.
 */
function rowSelection(control: Element): string {
  if (
    !(control instanceof HTMLInputElement
      ? /^(checkbox|radio)$/.test(control.type)
      : /^(checkbox|radio)$/.test(control.getAttribute('role') ?? ''))
  )
    return '';
  const row = control.closest('tr, [role="row"]');
  if (!row) return '';
  if (row.closest('thead') || row.querySelector('[role="columnheader"]')) return 'Select all';
  // A record's words (a title) say more than its number: `Select War and Peace`, not `Select 9`.
  const name = (rowName(row, (text) => /\p{L}/u.test(text)) || rowName(row)).split(' ').slice(0, 6).join(' ');
  return hasWords(name) ? `Select ${name}` : '';
}

/** The last path segment of a link: the record a member link opens, the screen a nameless link goes to. */
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

/** The words of a link's path (`/orders/open-items` → `Open items`); empty for a link to nowhere. */
function pathWords(control: Element): string {
  if (!control.matches('a[href], area[href]')) return '';
  const words = lastPathSegment(control).replace(/[-_]+/g, ' ').trim();
  return hasWords(words) ? words.charAt(0).toUpperCase() + words.slice(1) : '';
}

/** Whether a control's accessible name says something: it has a letter or digit. */
export const hasUsableName = (control: Element): boolean => hasWords(accessibleName(control, 'all'));

/** The label to propose for a control whose name says nothing, from what it shows and where it is. */
export function proposedLabel(control: Element): string {
  const text = (control.textContent ?? '').trim();
  const symbol = SYMBOL_WORDS.find(([pattern]) => pattern.test(text))?.[1];
  const icon = iconWords(control);
  const what = symbol ?? icon;
  if (what) {
    const field = symbol === 'Increase' || symbol === 'Decrease' ? fieldBeside(control) : '';
    return field ? `${what} ${field.toLowerCase()}` : what;
  }
  const selects = rowSelection(control) || pathWords(control);
  if (selects) return selects;
  const own =
    [control.getAttribute('name'), control.getAttribute('id')].find((token) => token && !isGeneratedToken(token)) ?? '';
  const words = own
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim();
  return hasWords(words) ? words.charAt(0).toUpperCase() + words.slice(1) : '';
}
