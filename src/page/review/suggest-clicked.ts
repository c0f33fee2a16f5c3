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
