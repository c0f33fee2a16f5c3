// ARIA attributes read as Chromium reads them. A true/false state is false only when written
// `false` (in any case) and absent when empty or `undefined`; any other word, `TRUE`, ` true`, even
// `yes` or ` false` with its space, says true; `mixed` (in any case) says mixed where a state allows
// it. Chromium takes `undefined` in any case, except for aria-pressed and aria-checked, where only
// the lower-case word is none and `Undefined` says true. A number is a number only when the whole
// value is one: `aria-valuenow="50%"` is none, no prefix of a string is taken for a number.

import { composedClosest } from './composed.js';

/** The states whose `undefined` Chromium reads as none only when written in lower case. */
const UNDEFINED_AS_WRITTEN = new Set(['aria-pressed', 'aria-checked']);

/** What the attribute says: true, false, 'mixed', or undefined when it says nothing (absent, empty, `undefined`). */
export function ariaState(element: Element, attribute: string): boolean | 'mixed' | undefined {
  const raw = element.getAttribute(attribute);
  if (raw === null || raw === '' || raw === 'undefined') return undefined;
  const token = raw.toLowerCase();
  if (token === 'undefined' && !UNDEFINED_AS_WRITTEN.has(attribute)) return undefined;
  return token === 'false' ? false : token === 'mixed' ? 'mixed' : true;
}

/** Whether the attribute says true, as Chromium reads a true/false attribute (`aria-hidden`, `aria-disabled`). */
export const isAriaTrue = (element: Element, attribute: string): boolean => ariaState(element, attribute) === true;

/** The elements `isAriaTrue(e, attribute)` holds for, as a selector the browser matches natively. */
export const ariaTrueSelector = (attribute: string): string =>
  `[${attribute}]:not([${attribute}=""]):not([${attribute}="false" i]):not([${attribute}="mixed" i])` +
  `:not([${attribute}="undefined"${UNDEFINED_AS_WRITTEN.has(attribute) ? '' : ' i'}])`;

/** Hidden from assistive technology by its own `aria-hidden`. */
export const ARIA_HIDDEN = ariaTrueSelector('aria-hidden');

const trueSelectors = new Map<string, string>();

/**
 * The element or its nearest ancestor in the composed tree whose `attribute` says true. Asked for
 * every hint of a snapshot, more than once: the browser matches the ancestors natively.
 */
export function closestAriaTrue(element: Element | null, attribute: string): Element | null {
  let selector = trueSelectors.get(attribute);
  if (selector === undefined) trueSelectors.set(attribute, (selector = ariaTrueSelector(attribute)));
  return composedClosest(element, selector);
}

/** Hidden from assistive technology by `aria-hidden`, on the element or above it. */
export const ariaHiddenAround = (element: Element | null): Element | null => closestAriaTrue(element, 'aria-hidden');

/** A decimal number written whole, as Chromium parses ARIA numbers: no spaces, no trailing text. */
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** The number `text` is, or NaN when it is not wholly one. */
export function strictNumber(text: string | null): number {
  return text !== null && NUMBER.test(text) ? Number(text) : Number.NaN;
}
