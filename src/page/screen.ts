// Names the current screen in the vocabulary of data-semtag-target (rule in references/hint-design.md).

import { HINT_ATTR, HINTED_SELECTOR } from './dom.js';
import type { VisibilityChecker } from './visibility.js';

function withoutHash(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

function linkOf(element: Element): string | null {
  const anchor =
    element instanceof HTMLAnchorElement || element instanceof HTMLAreaElement
      ? element
      : (element.closest('a[href]') ?? element.querySelector('a[href]'));
  return anchor ? anchor.getAttribute('href') : null;
}

function screenFromNavigation(visibility: VisibilityChecker): string | undefined {
  const here = withoutHash(location.href);
  for (const element of document.querySelectorAll(`[${HINT_ATTR.role}="navigation"][${HINT_ATTR.target}]`)) {
    const href = linkOf(element);
    if (href === null || !element.getAttribute(HINT_ATTR.id)) continue;
    let resolved: string;
    try {
      resolved = withoutHash(new URL(href, document.baseURI).href);
    } catch {
      continue;
    }
    if (resolved === here && visibility.isVisible(element)) return element.getAttribute(HINT_ATTR.target) ?? undefined;
  }
  return undefined;
}

function screenFromRegions(visibility: VisibilityChecker): string | undefined {
  let best: { id: string; count: number } | undefined;
  for (const region of document.querySelectorAll(`[${HINT_ATTR.role}="region"]`)) {
    const id = region.getAttribute(HINT_ATTR.id);
    if (!id || region.parentElement?.closest(`[${HINT_ATTR.role}="region"]`)) continue;
    const count = region.querySelectorAll(HINTED_SELECTOR).length;
    if ((!best || count > best.count) && visibility.isVisible(region)) best = { id, count };
  }
  return best?.id;
}

export function currentScreen(visibility: VisibilityChecker): string | undefined {
  return screenFromNavigation(visibility) ?? screenFromRegions(visibility);
}
