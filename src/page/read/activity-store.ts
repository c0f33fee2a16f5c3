// What the activity recorder (watch/activity.ts) keeps in the isolated world, and how the other
// layers read it: the review reads which controls a click saw move the page to another screen.

export const STORE = '__semanticHintsActivity';

export interface Store {
  navigatedAt?: number;
  inputAt?: number;
  /** The control of the last trusted click, until other input or a navigation follows it. */
  clicked?: { path: string; text: string };
  /** Controls whose trusted click a same-document navigation followed, and where it led. */
  clickedNavigations?: ClickedNavigation[];
}

/** A control a click on which moved the page to another screen: its place, its text, the URL it led to. */
export interface ClickedNavigation {
  path: string;
  text: string;
  to: string;
}

/** How many clicked navigations a document keeps: the latest, each control once. */
export const CLICKED_NAVIGATION_LIMIT = 50;

/** What a click lands on that can move the page: a control, else what it was made clickable on. */
export const CLICKABLE = 'button, [role="button"], a[href], [role="link"], [role="menuitem"], [role="tab"]';

/**
 * An element's place as its tags and their positions from <body> down: the same control when a
 * screen is shown again and renders it anew.
 */
export function elementPath(element: Element): string {
  const steps: string[] = [];
  for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
    let index = 1;
    for (let sibling = node.previousElementSibling; sibling; sibling = sibling.previousElementSibling)
      if (sibling.localName === node.localName) index++;
    steps.push(`${node.localName}:${index}`);
  }
  return steps.reverse().join('>');
}

/** An element's text as the click record keeps it: collapsed and short. */
export const clickText = (element: Element): string =>
  (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);

/** The recorder's store in this world; undefined before it starts. */
export function activityStore(): Store | undefined {
  return (globalThis as unknown as Record<string, Store | undefined>)[STORE];
}

/** The controls whose click moved this document to another screen, as recorded so far. */
export function clickedNavigations(): readonly ClickedNavigation[] {
  return activityStore()?.clickedNavigations ?? [];
}
