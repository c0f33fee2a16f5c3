// Records when this document was last used, for choosing the tab an agent works in (rule in
// references/hint-design.md "Which tab is read"). Runs in the server's isolated world, installed at document start
// over CDP, so page scripts can neither see these listeners nor remove them, and a listener added
// before theirs cannot be stopped by them. Times are epoch ms (performance.timeOrigin + the
// event's time), one clock for every tab.

import {
  CLICKABLE,
  CLICKED_NAVIGATION_LIMIT,
  STORE,
  activityStore as store,
  clickText,
  elementPath,
} from '../read/activity-store.js';
import type { Store } from '../read/activity-store.js';
import type { ActivityState } from '../types.js';

/** Input only a person or an automation driver can cause: the browser marks it trusted. */
const INPUT_EVENTS = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'wheel', 'input'] as const;

/** Same-document navigations (pushState, replaceState, hash, back/forward) and bfcache restores. */
const NAVIGATION_EVENTS = ['popstate', 'hashchange', 'pageshow'] as const;

const at = (event: Event): number => performance.timeOrigin + event.timeStamp;

/** Starts recording; a second call in the same world does nothing. Top frame only. */
export function trackActivity(): void {
  if (store() || window !== window.top) return;
  const state: Store = {};
  (globalThis as unknown as Record<string, Store>)[STORE] = state;
  const input = (event: Event) => {
    if (!event.isTrusted) return;
    state.inputAt = at(event);
    state.clicked = undefined;
  };
  const navigated = (event: Event) => {
    if (!event.isTrusted) return;
    state.navigatedAt = at(event);
    // The first navigation after a trusted click, with no other input between, is that click's.
    if (event.type !== 'pageshow') clickLedTo(location.href);
    state.clicked = undefined;
  };
  addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted || !(event.target instanceof Element)) return;
      const control = event.target.closest(CLICKABLE) ?? event.target;
      state.clicked = { path: elementPath(control), text: clickText(control) };
    },
    { capture: true, passive: true },
  );
  for (const type of INPUT_EVENTS) addEventListener(type, input, { capture: true, passive: true });
  for (const type of NAVIGATION_EVENTS) addEventListener(type, navigated, { capture: true, passive: true });
  // focus() called by a script is trusted too; only focus moved by a device (click, Tab) carries
  // sourceCapabilities (Chromium's InputDeviceCapabilities), so only that counts.
  addEventListener(
    'focus',
    (event) => {
      if (event.isTrusted && (event as { sourceCapabilities?: unknown }).sourceCapabilities) state.inputAt = at(event);
    },
    { capture: true, passive: true },
  );
  // A headed browser shows a tab when the person or driver switches to it; headless never hides one.
  document.addEventListener('visibilitychange', (event) => {
    if (event.isTrusted && document.visibilityState === 'visible') state.inputAt = at(event);
  });
  // pushState and replaceState fire no window event; the Navigation API reports them.
  const navigation = (globalThis as unknown as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('currententrychange', navigated);
}

/**
 * Records that the last trusted click, with no other input since, leads to `to`: called as a
 * navigation commits, or as it starts (the Navigation API's navigate event, before the screen it
 * leaves is gone), so that a review of that screen knows what the click did.
 */
export function clickLedTo(to: string): void {
  const state = store();
  const clicked = state?.clicked;
  if (!state || !clicked) return;
  const kept = (state.clickedNavigations ?? []).filter((seen) => seen.path !== clicked.path);
  state.clickedNavigations = [...kept, { ...clicked, to: to.slice(0, 2000) }].slice(-CLICKED_NAVIGATION_LIMIT);
}

/** What this document shows of its use; loadedAt is when its navigation started. */
export function activityState(): ActivityState {
  const state = store();
  const result: ActivityState = { loadedAt: performance.timeOrigin };
  if (state?.navigatedAt !== undefined) result.navigatedAt = state.navigatedAt;
  if (state?.inputAt !== undefined) result.inputAt = state.inputAt;
  return result;
}
