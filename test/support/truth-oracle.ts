/// <reference lib="dom" />
// What the page holds about each hint, read by the test itself and never through the server's
// code: Chromium's accessibility tree (CDP `Accessibility`) and DOM properties. The differential
// truth test compares every fact the server states with this.

import type { Page } from 'playwright-core';

/** Chromium's reading of one element: its accessibility node, or that it has none (ignored). */
export interface AxFacts {
  ignored: boolean;
  role: string;
  name: string;
  value?: string | number;
  disabled: boolean;
  checked?: string;
  pressed?: string;
  expanded?: boolean;
  /** The first `role="combobox"` element inside the hint, as Chromium reads it: a select hinted on its wrapper. */
  combobox?: AxFacts;
}

/** The DOM's reading of one hinted element. */
export interface DomFacts {
  id: string;
  /** Playwright's visibility, with hint-design.md "Visibility"'s addition: not clipped away by a collapsed ancestor (overflow other than visible, no size). */
  visible: boolean;
  /** `:disabled`, `aria-disabled` true (any case, spaces around) on it or above, or inside `inert`. */
  disabledByPage: boolean;
  /** `aria-disabled` true on an ancestor: Chromium marks only the element carrying it. */
  ariaDisabledAbove: boolean;
  /** Inside an `inert` subtree: the browser refuses it focus and the pointer. */
  inert: boolean;
  /** Its computed `pointer-events` is `none`: the pointer passes through it to what lies beneath. */
  pointerNone: boolean;
  /** In the viewport where it stands, and a pointer at its centre lands on something painted over it. */
  coveredWhereItStands: boolean;
  /**
   * Outside a visible `aria-modal="true"` element (itself neither aria-hidden nor inert), and a
   * pointer at its centre (the viewport's, when it has no box on screen) lands on something else.
   */
  behindAriaModal: boolean;
  /** Inside an `aria-hidden` (true in any case) or `inert` subtree. */
  shutOut: boolean;
  /** The element's visible text less what is aria-hidden, whitespace collapsed. */
  text: string;
  /** The strings CSS `content` draws on it and inside it (not aria-hidden), icon-font glyphs left out. */
  generated: string;
  /** The same, drawn in the `<label>`s of its form control, or of the one it wraps (Ant Design's colon, a required asterisk). */
  labelGenerated: string;
  /** Rendered, as `checkVisibility` with `visibility` says: no `display: none` or `visibility: hidden` on it or above. */
  rendered: boolean;
  /** Whether hints lie inside it; then `textLessHints` is its text without theirs. */
  holdsHints: boolean;
  textLessHints: string;
  tag: string;
  type: string;
  /** The value a user sees, by role: see `readDomValues`. */
  value?: string | number | boolean | string[] | null;
  /** A password, a secret autocomplete token, or a field named as a card number, code or password. */
  secret: boolean;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Chromium's accessibility node of every hinted element, by hint id. */
export async function readAxFacts(page: Page): Promise<Map<string, AxFacts>> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Accessibility.enable');
    // The whole DOM and the whole tree, two calls: each hint found by its backend node id.
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const hinted = new Map<number, string>();
    // The first combobox inside each hint, by its node: the hint it lies in.
    const comboboxes = new Map<number, string>();
    const withCombobox = new Set<string>();
    const walk = (node: typeof root, inside: string | undefined) => {
      const attributes = node.attributes ?? [];
      const attribute = (name: string) => {
        const at = attributes.findIndex((n, i) => i % 2 === 0 && n === name);
        return at === -1 ? undefined : attributes[at + 1];
      };
      const id = attribute('data-semtag-id');
      if (id !== undefined) hinted.set(node.backendNodeId, id);
      else if (inside !== undefined && attribute('role') === 'combobox' && !withCombobox.has(inside)) {
        withCombobox.add(inside);
        comboboxes.set(node.backendNodeId, inside);
      }
      for (const child of node.children ?? []) walk(child, id ?? inside);
    };
    walk(root, undefined);
    const { nodes } = await cdp.send('Accessibility.getFullAXTree', {});
    const facts = new Map<string, AxFacts>();
    const inner = new Map<string, AxFacts>();
    for (const node of nodes) {
      const id = node.backendDOMNodeId === undefined ? undefined : hinted.get(node.backendDOMNodeId);
      const around = node.backendDOMNodeId === undefined ? undefined : comboboxes.get(node.backendDOMNodeId);
      if ((id === undefined || facts.has(id)) && (around === undefined || inner.has(around))) continue;
      const props = Object.fromEntries(
        (node.properties ?? []).map((p) => [p.name, (p.value as { value?: unknown }).value] as const),
      );
      (id !== undefined ? facts : inner).set((id ?? around)!, {
        ignored: node.ignored,
        role: String(node.role?.value ?? ''),
        name: collapse(String(node.name?.value ?? '')),
        value: node.value?.value as string | number | undefined,
        disabled: props['disabled'] === true,
        checked: typeof props['checked'] === 'string' ? props['checked'] : undefined,
        pressed: typeof props['pressed'] === 'string' ? props['pressed'] : undefined,
        expanded: typeof props['expanded'] === 'boolean' ? props['expanded'] : undefined,
      });
    }
    for (const [id, combobox] of inner) {
      const fact = facts.get(id);
      if (fact) fact.combobox = combobox;
    }
    return facts;
  } finally {
    await cdp.detach();
  }
}

/** What one read of the page holds about a hinted element: its DOM facts, and what `visible` is made of. */
export interface PageFacts extends Omit<DomFacts, 'visible'> {
  /** The hint's role attribute. */
  role: string;
  /** The ARIA attributes a value is read from, as written (null when absent). */
  aria: Record<string, string | null>;
  /** Playwright's own visibility (the server must agree with what Playwright can click). */
  shown: boolean;
  /** Clipped away by an ancestor with no height (or width): hint-design.md "Visibility"'s addition to Playwright's visibility. */
  clipped: boolean;
}

/**
 * Every hinted element's facts, in one round trip: Playwright's own selector engine picks the
 * visible ones (its `visible` filter judges each element as `isVisible` does) and hands them to
 * readDomFacts, which reads the rest in the page.
 */
export async function readPageFacts(page: Page): Promise<PageFacts[]> {
  return page.locator('[data-semtag-id]').filter({ visible: true }).evaluateAll(readDomFacts);
}

/**
 * The DOM's facts of every hinted element; `visible` is the hinted elements Playwright judges
 * visible. Runs in the page: written out, sharing nothing with src/page.
 */
export function readDomFacts(visible: Element[]): PageFacts[] {
  const shownByPlaywright = new Set(visible);
  // Chromium: false only when written "false" (any case); absent or empty is no state; any other word is true.
  const isTrue = (e: Element, attribute: string) => {
    const raw = e.getAttribute(attribute)?.toLowerCase();
    return raw !== undefined && raw !== '' && raw !== 'false' && raw !== 'mixed';
  };
  const around = (e: Element, test: (a: Element) => boolean) => {
    for (let at: Element | null = e; at; at = at.parentElement) if (test(at)) return at;
    return null;
  };
  const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
  // Text laid out off screen: every probe is added to the body at once and read in one layout, once
  // everything else is read (the page unchanged until then).
  const probes: HTMLElement[] = [];
  /** The element's text, read once the probes are laid out. */
  const textOf = (e: Element, lessHints = false, less?: string): (() => string) => {
    const clone = e.cloneNode(true) as Element;
    if (lessHints) for (const inner of Array.from(clone.querySelectorAll('[data-semtag-id]'))) inner.remove();
    if (less) for (const inner of Array.from(clone.querySelectorAll(less))) inner.remove();
    // Text the page hides from assistive technology is not part of what is read.
    for (const hidden of Array.from(clone.querySelectorAll('[aria-hidden]')))
      if (isTrue(hidden, 'aria-hidden')) hidden.remove();
    const live = e instanceof HTMLElement && getComputedStyle(e).display !== 'none';
    if (!live || clone.querySelector('[aria-hidden]') !== null) {
      const text = squash(clone.textContent ?? '');
      return () => text;
    }
    const probe = clone as HTMLElement;
    probe.style.cssText = 'position:absolute;left:-20000px';
    probes.push(probe);
    return () => squash(probe.innerText);
  };
  // The strings CSS draws before and after each element, read once however many hints hold it.
  const pseudoContent = new Map<Element, string[]>();
  const contentOf = (at: Element) => {
    let strings = pseudoContent.get(at);
    if (!strings) {
      strings = [];
      for (const pseudo of ['::before', '::after'])
        for (const quoted of getComputedStyle(at, pseudo).content.matchAll(/"((?:[^"\\]|\\.)*)"/g))
          strings.push(quoted[1]!);
      pseudoContent.set(at, strings);
    }
    return strings;
  };
  const drawn = (e: Element): string => {
    const parts: string[] = [];
    for (const at of [e, ...Array.from(e.querySelectorAll('*'))]) {
      // Left out when aria-hidden on it or on an ancestor inside e.
      let hidden = false;
      for (let a: Element | null = at; a && a !== e && !hidden; a = a.parentElement) hidden = isTrue(a, 'aria-hidden');
      if (hidden) continue;
      parts.push(...contentOf(at));
    }
    return squash(parts.join(' ').replace(/[\uE000-\uF8FF]/g, ''));
  };
  const secretName = /\b(card\s*number|security\s*code|cvv|cvc|csc|password|pin)\b/i;
  const untyped = ['range', 'checkbox', 'radio', 'color', 'file', 'button', 'submit', 'reset', 'image', 'hidden'];
  const fieldSecret = (field: Element) => {
    if (field instanceof HTMLInputElement && field.type === 'password') return true;
    const tokens = (field.getAttribute('autocomplete') ?? '').toLowerCase().split(/\s+/);
    if (tokens.some((t) => ['current-password', 'new-password', 'one-time-code', 'cc-number', 'cc-csc'].includes(t)))
      return true;
    const labels =
      field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
        ? Array.from(field.labels ?? []).map((l) => l.textContent)
        : [];
    const named = [field.getAttribute('aria-label'), field.getAttribute('placeholder'), field.getAttribute('title')];
    const labelledBy = (field.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((ref) => (ref ? document.getElementById(ref)?.textContent : null));
    if (field instanceof HTMLInputElement && untyped.includes(field.type)) return false;
    return [...labels, ...named, ...labelledBy].some((text) => text && secretName.test(text));
  };
  // Overflow other than visible clips (hint-design.md "Visibility"): a panel of no size in a direction
  // it clips holds nothing a person sees. The generated pages clip by no other means.
  const clips = (o: string) => o !== 'visible';
  // Whether each ancestor clips to nothing, judged once however many hints lie in it.
  const clipsAll = new Map<Element, boolean>();
  const clipsAway = (at: Element) => {
    let clipped = clipsAll.get(at);
    if (clipped === undefined) {
      const style = getComputedStyle(at);
      const box = at.getBoundingClientRect();
      clipped = (clips(style.overflowY) && box.height === 0) || (clips(style.overflowX) && box.width === 0);
      clipsAll.set(at, clipped);
    }
    return clipped;
  };
  const clippedAway = (e: Element) => {
    for (let at = e.parentElement; at; at = at.parentElement) if (clipsAway(at)) return true;
    return false;
  };
  // The page's open modal, the same for every hint.
  const modal = Array.from(document.querySelectorAll('[aria-modal]')).find(
    (m) =>
      isTrue(m, 'aria-modal') &&
      (m as HTMLElement).checkVisibility({ visibilityProperty: true }) &&
      around(m, (a) => a.hasAttribute('inert') || isTrue(a, 'aria-hidden')) === null,
  );
  const read = Array.from(document.querySelectorAll('[data-semtag-id]'), (e) => {
    const id = e.getAttribute('data-semtag-id')!;
    const role = e.getAttribute('data-semtag-role');
    const shutter = around(e, (a) => a.hasAttribute('inert') || isTrue(a, 'aria-hidden'));
    const inert = around(e, (a) => a.hasAttribute('inert')) !== null;
    const box = e.getBoundingClientRect();
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    const inView = box.width > 0 && box.height > 0 && cx >= 0 && cy >= 0 && cx < innerWidth && cy < innerHeight;
    const over = inView ? document.elementFromPoint(cx, cy) : null;
    const coveredWhereItStands = over !== null && !e.contains(over) && !over.contains(e);
    let behindAriaModal = false;
    if (modal && !modal.contains(e)) {
      const box = e.getBoundingClientRect();
      let [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      if (box.width === 0 || x < 0 || y < 0 || x >= innerWidth || y >= innerHeight)
        [x, y] = [innerWidth / 2, innerHeight / 2];
      const hit = document.elementFromPoint(x, y);
      behindAriaModal = hit !== null && !e.contains(hit) && !hit.contains(e);
    }
    const field = e.matches('input, textarea, select') ? e : e.querySelector('input, textarea, select');
    const secret = field !== null && fieldSecret(field);
    let value: DomFacts['value'];
    if (e instanceof HTMLSelectElement) {
      const chosen = Array.from(e.selectedOptions, (o) => squash(o.label)).filter((l) => l !== '');
      value = e.multiple ? chosen : (chosen[0] ?? null);
    } else if (e instanceof HTMLFieldSetElement) {
      const radio = e.querySelector<HTMLInputElement>('input[type="radio"]:checked');
      value = radio ? squash(radio.parentElement!.textContent ?? '') : null;
    } else if (role === 'select' && e.getAttribute('role') === 'listbox') {
      const chosen = Array.from(e.querySelectorAll('[role="option"]')).find((o) => isTrue(o, 'aria-selected'));
      value = chosen ? squash(chosen.textContent ?? '') : null;
    } else if (e instanceof HTMLInputElement && (e.type === 'checkbox' || e.type === 'radio')) {
      // An indeterminate checkbox (a select-all with some rows chosen) is neither on nor off.
      value = e.indeterminate ? undefined : e.checked;
    } else if (e.localName === 'summary') {
      value = (e.parentElement as HTMLDetailsElement).open;
    } else if (e instanceof HTMLInputElement && e.type === 'range') {
      value = e.valueAsNumber;
    } else if (e instanceof HTMLInputElement || e instanceof HTMLTextAreaElement) {
      value = e.value;
    } else if (role === 'observable') {
      // Text not shown (hint-design.md "Names": "for an element that is not rendered, its text content").
      const shown = (e as HTMLElement).innerText;
      value = squash(shown === '' && !e.checkVisibility({ visibilityProperty: true }) ? (e.textContent ?? '') : shown);
    }
    // A hint on a wrapper stands for the field it holds: that field disabled, the hint is out of use.
    const wrapsDisabled = field !== null && field !== e && role !== 'observable' && field.matches(':disabled');
    const ariaDisabledAbove = around(e.parentElement ?? e, (a) => a !== e && isTrue(a, 'aria-disabled')) !== null;
    const holdsHints = e.querySelector('[data-semtag-id]') !== null;
    // A select hinted on its wrapper shows its choice beside a read-only combobox, or its
    // placeholder there: what a library draws as its placeholder (`…placeholder` in its class,
    // Ant Design's `ant-select-selection-placeholder`) is no choice.
    const choiceShown = role === 'select' && e.querySelector('[role="combobox"]') !== null;
    // With no hint inside, the text less the hints' is the text itself: one probe serves both.
    const ownText = !choiceShown || !holdsHints ? textOf(e) : undefined;
    return {
      id,
      role: role!,
      aria: Object.fromEntries(
        ['aria-valuenow', 'aria-checked', 'aria-pressed', 'aria-expanded', 'aria-placeholder'].map((a) => [
          a,
          e.getAttribute(a),
        ]),
      ),
      shown: shownByPlaywright.has(e),
      clipped: clippedAway(e),
      disabledByPage:
        e.matches(':disabled') || wrapsDisabled || isTrue(e, 'aria-disabled') || ariaDisabledAbove || inert,
      ariaDisabledAbove,
      inert,
      pointerNone: getComputedStyle(e).pointerEvents === 'none',
      coveredWhereItStands,
      shutOut: shutter !== null,
      behindAriaModal,
      text: choiceShown ? textOf(e, false, '[class*="placeholder"]') : ownText!,
      generated: drawn(e),
      rendered: e.checkVisibility({ visibilityProperty: true }),
      // A hint on a wrapper is named by the labels of the field it holds.
      labelGenerated: squash(Array.from((field as HTMLInputElement | null)?.labels ?? [], drawn).join(' ')),
      holdsHints,
      textLessHints: holdsHints ? textOf(e, true) : ownText!,
      tag: e.localName,
      type: e instanceof HTMLInputElement ? e.type : '',
      value,
      secret,
    };
  });
  document.body.append(...probes);
  try {
    return read.map(({ text, textLessHints, ...facts }) => ({
      ...facts,
      text: text(),
      textLessHints: textLessHints(),
    }));
  } finally {
    for (const probe of probes) probe.remove();
  }
}

/**
 * Each hint's kind of widget, read from its markup, for pages not generated from a model (the real
 * apps): the distinctions truth-compare.ts makes when it reads a value. Runs in the page.
 */
export function readKinds(): Array<[string, string]> {
  return Array.from(document.querySelectorAll('[data-semtag-id]'), (e) => {
    const id = e.getAttribute('data-semtag-id')!;
    const role = e.getAttribute('data-semtag-role') ?? '';
    const aria = e.getAttribute('role');
    let kind = role;
    if (e instanceof HTMLInputElement && (e.type === 'checkbox' || e.type === 'radio')) kind = 'checkbox';
    else if (e instanceof HTMLInputElement && e.type === 'range') kind = 'range';
    else if (e instanceof HTMLInputElement && e.type === 'password') kind = 'password';
    else if (e.localName === 'summary') kind = 'details';
    else if (e.hasAttribute('aria-pressed')) kind = 'pressed';
    else if (aria === 'switch') kind = 'switch';
    else if (aria === 'combobox' && !(e instanceof HTMLInputElement)) kind = 'aria-combobox';
    // A select hinted on a wrapper around a combobox (Ant Design's Select on its root): it stands for it.
    else if (role === 'select' && !aria && e.querySelector('[role="combobox"]') !== null) kind = 'select-wrapper';
    else if (aria === 'listbox') kind = 'listbox';
    else if (role === 'toggle' && e.hasAttribute('aria-expanded')) kind = 'expanded';
    return [id, kind];
  });
}
