// semantic_observe of several ids, optionally waiting in the page until a condition holds. The wait
// is driven by a MutationObserver (plus input events, which change a control's value without a
// mutation), so the server makes one call however long it waits; a timeout is a normal answer
// carrying the state at that moment.

import { hasShadowRoots, openShadowRoots, withComposedPass } from '../dom/composed.js';
import { withTextMemo } from '../dom/elements.js';
import { withModalPass } from '../read/modal.js';
import { observe } from './observe.js';
import type { Condition, HintEntry, ObservedElement, PageResult, Watch, WatchResult } from '../types.js';

/** Property-only changes (a script setting `.checked`) fire no mutation: a slow check catches them. */
const SAFETY_CHECK_MS = 250;

type Read = PageResult<ObservedElement[]>;

/** Every id's entry, `{id, absent: true}` for one not on the page; an ambiguous id is an error. */
function readAll(ids: string[], absentIsError: boolean): Read {
  return withComposedPass(() =>
    withModalPass(() =>
      withTextMemo(() => {
        const elements: ObservedElement[] = [];
        for (const id of ids) {
          const result = observe({ id });
          if (result.ok) elements.push(result.value);
          else if (result.error.code === 'id-not-found' && !absentIsError) elements.push({ id, absent: true });
          else return result;
        }
        return { ok: true, value: elements };
      }),
    ),
  );
}

/** Field order does not matter when comparing two reports of one element. */
function sameEntry(a: ObservedElement | null | undefined, b: ObservedElement | null | undefined): boolean {
  const canonical = (entry: ObservedElement | null | undefined): string =>
    entry ? JSON.stringify(Object.entries(entry).sort(([x], [y]) => (x < y ? -1 : 1))) : 'absent';
  return canonical(a) === canonical(b);
}

function matches(element: ObservedElement, wanted: Exclude<Condition, string>): boolean {
  if ('absent' in element) return false;
  const entry = element;
  for (const [field, expected] of Object.entries(wanted)) {
    if (field === 'enabled' || field === 'visible') {
      if ((entry[field] !== false) !== expected) return false;
    } else if (JSON.stringify(entry[field as keyof HintEntry]) !== JSON.stringify(expected)) return false;
  }
  return true;
}

/** Whether `elements` satisfy the condition: any one changed, all present, all absent, or all match. */
function holds(until: Condition, elements: ObservedElement[], before: Map<string, ObservedElement | null>): boolean {
  if (until === 'changed') {
    return elements.some((element) => {
      const earlier = before.get(element.id);
      return !sameEntry('absent' in element ? null : element, earlier);
    });
  }
  if (until === 'present') return elements.every((element) => !('absent' in element));
  if (until === 'absent') return elements.every((element) => 'absent' in element);
  return elements.every((element) => matches(element, until));
}

export function watch(args: Watch): WatchResult | Promise<WatchResult> {
  const first = readAll(args.ids, args.until === undefined);
  if (!first.ok || args.until === undefined) return first;
  const until = args.until;
  // "Changed" compares with what the server last reported; an id it never reported, with now.
  const before = new Map<string, ObservedElement | null>();
  for (const element of first.value) {
    const reported = args.reported?.[element.id];
    const earlier = reported !== undefined ? reported : element;
    before.set(element.id, earlier === null || 'absent' in earlier ? null : earlier);
  }
  if (holds(until, first.value, before)) return { ok: true, value: first.value, waitedMs: 0 };

  const started = performance.now();
  const waited = () => Math.round(performance.now() - started);
  return new Promise<WatchResult>((resolve) => {
    let done = false;
    const finish = (result: WatchResult) => {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      clearInterval(safety);
      document.removeEventListener('input', check, true);
      document.removeEventListener('change', check, true);
      resolve(result);
    };
    function check(): void {
      const now = readAll(args.ids, false);
      if (!now.ok) finish(now);
      else if (holds(until, now.value, before)) finish({ ok: true, value: now.value, waitedMs: waited() });
    }
    const observer = new MutationObserver(check);
    for (const root of [document, ...(hasShadowRoots() ? openShadowRoots() : [])])
      observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
    document.addEventListener('input', check, true);
    document.addEventListener('change', check, true);
    const safety = setInterval(check, SAFETY_CHECK_MS);
    const timer = setTimeout(() => {
      const now = readAll(args.ids, false);
      finish(now.ok ? { ok: true, value: now.value, waitedMs: waited(), timedOut: true } : now);
    }, args.timeoutMs);
  });
}
