// The links a crawl follows from this page: the hrefs of navigation hints, or with `allLinks`
// every link, resolved against the document's base, without their hash, deduplicated, in document
// order. Hidden ones count too: a closed menu still leads to its screens. Which of them stay in
// the app's origin is the crawler's decision, not the page's.

import { LIMITS, bound } from '../dom/bounds.js';
import { composedQueryAll } from '../dom/composed.js';
import { HINT_ATTR, NON_EMPTY_ID_SELECTOR } from '../dom/elements.js';
import { currentScreen, linkOf } from './screen.js';
import { MAX_PAGE_LINKS } from '../types.js';
import type { PageLinks, PageLinksArgs } from '../types.js';
import { createVisibilityChecker } from './visibility.js';

function resolved(href: string): string | undefined {
  try {
    const url = new URL(href, document.baseURI);
    url.hash = '';
    // A URL too long to report whole is not followed: a cut one would lead somewhere else.
    return url.href.length <= LIMITS.url ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function pageLinks(args: PageLinksArgs): PageLinks {
  const hrefs: (string | null)[] = args.allLinks
    ? composedQueryAll(document, 'a[href], area[href]').map((link) => link.getAttribute('href'))
    : composedQueryAll(document, `[${HINT_ATTR.role}="navigation"]${NON_EMPTY_ID_SELECTOR}`).map(linkOf);
  const links = new Set<string>();
  for (const href of hrefs) {
    if (links.size >= MAX_PAGE_LINKS) break;
    const url = href === null ? undefined : resolved(href);
    if (url) links.add(url);
  }
  const result: PageLinks = { links: [...links] };
  const screen = currentScreen(createVisibilityChecker());
  if (screen) result.screen = bound(screen, LIMITS.token);
  return result;
}
