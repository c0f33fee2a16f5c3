// Names the current screen in the vocabulary of data-semtag-target (rule in references/hint-design.md "Naming the screen").
// No screen is better than naming a part of the page.

import { composedClosest, composedContains, composedParent } from '../dom/composed.js';
import { composedCompare } from '../dom/composed-order.js';
import { HINT_ATTR } from '../dom/elements.js';
import { matchesOf, trackedQuery } from '../dom/page-facts.js';
import type { TrackedQuery } from '../dom/page-facts.js';
import type { VisibilityChecker } from './visibility.js';

/** A hash an app routes by (`#/cart`, `#!/cart`), as opposed to a place within the document. */
const isRouteHash = (hash: string): boolean => hash.startsWith('#/') || hash.startsWith('#!');

function withoutHash(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

/** The element's own href, else its closest link ancestor's, else its first link descendant's. */
export function linkOf(element: Element): string | null {
  const anchor = composedClosest(element, 'a[href], area[href]') ?? element.querySelector('a[href]');
  return anchor ? anchor.getAttribute('href') : null;
}

/** Where a link leads: its URL, and whether the app routes by that URL's hash. */
interface ScreenUrl {
  url: string;
  routeHash: boolean;
}

/** The URL a link leads to when it leads to a screen: not a place within this document (`#reviews`). */
function resolveScreenUrl(href: string, base: string): ScreenUrl | undefined {
  const trimmed = href.trim();
  if (trimmed.startsWith('#') && !isRouteHash(trimmed)) return undefined;
  try {
    const url = new URL(trimmed, base);
    return { url: url.href, routeHash: isRouteHash(url.hash) };
  } catch {
    return undefined;
  }
}

/** Links resolved against `resolvedAgainst`: a snapshot resolves every navigation hint's link again. */
const resolved = new Map<string, ScreenUrl | undefined>();
let resolvedAgainst = '';
/** A page that keeps making new links forgets the old ones past this many. */
const MAX_RESOLVED = 50_000;

/**
 * resolveScreenUrl, remembered: its answer depends on the href and the document's base URL alone.
 * `base` is read once a snapshot: a listing holds thousands of navigation hints.
 */
function screenUrl(href: string, base: string): ScreenUrl | undefined {
  if (base !== resolvedAgainst || resolved.size >= MAX_RESOLVED) {
    resolved.clear();
    resolvedAgainst = base;
  }
  if (resolved.has(href)) return resolved.get(href);
  const url = resolveScreenUrl(href, base);
  resolved.set(href, url);
  return url;
}

// The page-wide queries of the screen, kept current between calls (page-facts.ts): each reads the
// few elements that match instead of searching the whole page on every snapshot.
const NAVIGATION_LINKS = trackedQuery(`[${HINT_ATTR.role}="navigation"][${HINT_ATTR.target}]`);
const REGION = `[${HINT_ATTR.role}="region"]`;
const REGIONS = trackedQuery(REGION);
/** The main landmark: `main, [role="main"]`, one tracked selector each (they track compound selectors). */
const MAINS = [trackedQuery('main'), trackedQuery('[role="main"]')];

/** Of the elements matching any of `queries`, those that pass `keep`, in composed order. */
function matchesInOrder(queries: TrackedQuery[], keep: (element: Element) => boolean): Element[] {
  const kept = new Set(queries.flatMap((query) => matchesOf(query).filter(keep)));
  return [...kept].sort(composedCompare);
}

function screenFromNavigation(visibility: VisibilityChecker): string | undefined {
  // The hash counts only when the app routes by it, in the current URL or in the link.
  const here = location.href;
  const hereWithoutHash = withoutHash(here);
  const routed = isRouteHash(location.hash);
  const base = document.baseURI;
  const linksHere = (element: Element): boolean => {
    // An empty target names nothing: it must not stop the search, nor the fallback to regions.
    if (!element.getAttribute(HINT_ATTR.target) || !element.getAttribute(HINT_ATTR.id)) return false;
    const href = linkOf(element);
    if (href === null) return false;
    const link = screenUrl(href, base);
    if (link === undefined) return false;
    const { url } = link;
    const byHash = routed || link.routeHash;
    return byHash ? url === here : withoutHash(url) === hereWithoutHash;
  };
  // The first visible one in page order names the screen.
  const first = matchesInOrder([NAVIGATION_LINKS], linksHere).find((element) => visibility.isVisible(element));
  return first?.getAttribute(HINT_ATTR.target) ?? undefined;
}

/** Landmarks that are part of every screen, never the screen. header and footer are landmarks only outside sectioning content. */
const CHROME = 'nav, aside, [role="navigation"], [role="banner"], [role="contentinfo"], [role="complementary"]';
const SECTIONING = 'article, aside, main, nav, section, [role="main"]';

function inChrome(element: Element): boolean {
  if (composedClosest(element, CHROME)) return true;
  for (let at = composedClosest(element, 'header, footer'); at;) {
    const parent = composedParent(at);
    if (!parent || !composedClosest(parent, SECTIONING)) return true;
    at = composedClosest(parent, 'header, footer');
  }
  return false;
}

const isRegionHint = (element: Element): boolean =>
  element.getAttribute(HINT_ATTR.role) === 'region' && !!element.getAttribute(HINT_ATTR.id);

/** The region hint that is the main landmark, holds it, or is the only top-level region inside it. */
function screenFromMain(visibility: VisibilityChecker): string | undefined {
  const main = matchesInOrder(MAINS, (element) => visibility.isVisible(element))[0];
  if (!main) return undefined;
  const holding = composedClosest(main, REGION);
  if (holding && isRegionHint(holding) && !inChrome(holding)) return holding.getAttribute(HINT_ATTR.id)!;
  const topLevel = matchesOf(REGIONS).filter((region) => {
    if (region === main || !composedContains(main, region)) return false;
    const above = composedClosest(composedParent(region), REGION);
    return !above || !composedContains(main, above);
  });
  const visible = topLevel.filter((region) => visibility.isVisible(region));
  const only = visible.length === 1 ? visible[0]! : undefined;
  return only && isRegionHint(only) && !inChrome(only) ? only.getAttribute(HINT_ATTR.id)! : undefined;
}

export function currentScreen(visibility: VisibilityChecker): string | undefined {
  return screenFromNavigation(visibility) ?? screenFromMain(visibility);
}
