// What follows a click tells a button that moves to another screen from one that acts: the page's
// own record of the trusted clicks a same-document navigation followed (watch/activity.ts, read/activity-store.ts). With
// that evidence a control is suggested as the navigation it is, with the screen it led to.

import { clickText, clickedNavigations, elementPath } from '../read/activity-store.js';

/** The URL a click on this control led to, as this document recorded it; undefined without that record. */
export function clickedTarget(element: Element): string | undefined {
  const records = clickedNavigations();
  if (records.length === 0) return undefined;
  const path = elementPath(element);
  const text = clickText(element);
  return records.find((record) => record.path === path && record.text === text)?.to;
}

/**
 * Of the suggestions for one element from several states, those to keep: where one state saw a
 * click on it move the page to another screen (a navigation), what the others could only see (a
 * button that acts) is not its hint.
 */
export function outrankingClicks<T>(suggestions: readonly T[], setOf: (suggestion: T) => Record<string, string>): T[] {
  const role = (suggestion: T) => setOf(suggestion)['data-semtag-role'];
  if (!suggestions.some((suggestion) => role(suggestion) === 'navigation')) return [...suggestions];
  return suggestions.filter((suggestion) => role(suggestion) !== 'action');
}
