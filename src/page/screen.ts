// Names the current screen in the vocabulary of data-semtag-target (rule in references/hint-design.md).

import { composedClosest, composedParent, composedQueryAll } from './composed.js';
import { HINT_ATTR, NON_EMPTY_ID_SELECTOR } from './dom.js';
import type { VisibilityChecker } from './visibility.js';

function withoutHash(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

/** The element's own href, else its closest link ancestor's, else its first link descendant's. */
export function linkOf(element: Element): string | null {
  const anchor = composedClosest(element, 'a[href], area[href]') ?? element.querySelector('a[href]');
  return anchor ? anchor.getAttribute('href') : null;
}

function screenFromNavigation(visibility: VisibilityChecker): string | undefined {
  const here = withoutHash(location.href);
  for (const element of composedQueryAll(document, `[${HINT_ATTR.role}="navigation"][${HINT_ATTR.target}]`)) {
    const target = element.getAttribute(HINT_ATTR.target);
    const href = linkOf(element);
    // An empty target names nothing: it must not stop the search, nor the fallback to regions.
    if (href === null || !target || !element.getAttribute(HINT_ATTR.id)) continue;
    let resolved: string;
    try {
      resolved = withoutHash(new URL(href, document.baseURI).href);
    } catch {
      continue;
    }
    if (resolved === here && visibility.isVisible(element)) return target;
  }
  return undefined;
}

function screenFromRegions(visibility: VisibilityChecker): string | undefined {
  let best: { id: string; count: number } | undefined;
  for (const region of composedQueryAll(document, `[${HINT_ATTR.role}="region"]`)) {
    const id = region.getAttribute(HINT_ATTR.id);
    const parent = composedParent(region);
    if (!id || (parent && composedClosest(parent, `[${HINT_ATTR.role}="region"]`))) continue;
    // Only what it holds decides; counted natively, as a region can hold most of a large page.
    const count = composedQueryAll(region, NON_EMPTY_ID_SELECTOR).length;
    if ((!best || count > best.count) && visibility.isVisible(region)) best = { id, count };
  }
  return best?.id;
}

export function currentScreen(visibility: VisibilityChecker): string | undefined {
  return screenFromNavigation(visibility) ?? screenFromRegions(visibility);
}
