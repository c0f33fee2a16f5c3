// The review overlay: outlines every visible hinted element in its role's colour with its id, and
// flags every gap element in red. It lives in one fixed, pointer-events:none container inside a
// shadow root on a host appended to <html>, so it shifts no layout and takes no clicks, and it
// carries no data-semtag-* attribute, so neither the snapshot nor the review sees it.

import { HINT_ATTR } from './dom.js';
import { scanGaps } from './review.js';
import type { GapKind, OverlayArgs, OverlayResult, PageResult } from './types.js';

export const OVERLAY_HOST = 'semantic-hints-overlay';

/** Saturated, distinct colours; pure red is kept for gaps. */
export const ROLE_COLOURS: Record<string, string> = {
  navigation: '#0057ff',
  action: '#00a651',
  option: '#00a3a3',
  input: '#ff8c00',
  select: '#8a2be2',
  toggle: '#e0218a',
  slider: '#8b5a2b',
  observable: '#00b7eb',
  region: '#6e7781',
  collection: '#c9a100',
};
export const OTHER_COLOUR = '#000000';
export const GAP_COLOUR = '#ff0000';

const LABEL_MAX = 60;
const MAX_BOXES = 5000;

const STYLE = `
  :host { all: initial !important; display: block !important; position: fixed !important; inset: 0 !important;
          pointer-events: none !important; z-index: 2147483647 !important; }
  .layer { position: fixed; inset: 0; pointer-events: none; overflow: visible; }
  .box { position: absolute; box-sizing: border-box; border: 2px solid var(--c); pointer-events: none; }
  .box.gap { border: 3px solid ${GAP_COLOUR}; }
  .label { position: absolute; left: -2px; bottom: 100%; max-width: 360px; overflow: hidden; text-overflow: ellipsis;
           white-space: nowrap; font: 10px/13px ui-monospace, Menlo, Consolas, monospace; color: #fff;
           background: var(--c); padding: 0 3px; }
  .box.gap > .label { background: ${GAP_COLOUR}; }
  .box.inside > .label { bottom: auto; top: 0; left: 0; }
  .legend { position: fixed; right: 8px; bottom: 8px; display: flex; flex-wrap: wrap; gap: 3px; max-width: 420px;
            font: 10px/14px ui-monospace, Menlo, Consolas, monospace; background: rgba(255,255,255,.92); color: #111;
            padding: 4px 6px; border: 1px solid #888; }
  .legend span { padding: 0 4px; color: #fff; }
  .legend b { width: 100%; font-weight: 600; }
`;

interface Placed {
  element: Element;
  box: HTMLElement;
}

let active: { host: Element; detach(): void } | undefined;

function removeOverlay(): void {
  active?.detach();
  active = undefined;
  for (const host of document.querySelectorAll(OVERLAY_HOST)) host.remove();
}

function clip(text: string): string {
  return text.length > LABEL_MAX ? `${text.slice(0, LABEL_MAX)}…` : text;
}

function place({ element, box }: Placed): void {
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) {
    box.style.display = 'none';
    return;
  }
  box.style.display = 'block';
  box.style.left = `${rect.left}px`;
  box.style.top = `${rect.top}px`;
  box.style.width = `${rect.width}px`;
  box.style.height = `${rect.height}px`;
  // No room above: put the label inside the box.
  box.classList.toggle('inside', rect.top < 14);
}

export function overlay(args: OverlayArgs): PageResult<OverlayResult> {
  removeOverlay();
  if (!args.show) return { ok: true, value: { shown: false, hinted: 0, flagged: 0 } };

  const scan = scanGaps({ scope: args.scope, includeHidden: false });
  if ('error' in scan) return { ok: false, error: scan.error };

  const gapsOf = new Map<Element, GapKind[]>();
  for (const [kind, found] of scan.findings) {
    for (const finding of found) {
      for (const element of finding.elements) {
        const kinds = gapsOf.get(element) ?? [];
        if (!kinds.includes(kind)) kinds.push(kind);
        gapsOf.set(element, kinds);
      }
    }
  }
  // Hinted elements and gap elements, in document order.
  const marked = [...new Set([...scan.hinted, ...gapsOf.keys()])].sort((a, b) =>
    a === b ? 0 : a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );

  const host = document.createElement(OVERLAY_HOST);
  host.id = OVERLAY_HOST;
  for (const [property, value] of [
    ['position', 'fixed'],
    ['inset', '0'],
    ['display', 'block'],
    ['pointer-events', 'none'],
    ['z-index', '2147483647'],
    ['margin', '0'],
    ['padding', '0'],
    ['border', '0'],
    ['background', 'transparent'],
  ] as const) {
    host.style.setProperty(property, value, 'important');
  }
  const shadow = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = STYLE;
  const layer = document.createElement('div');
  layer.className = 'layer';
  shadow.append(style, layer);

  const placed: Placed[] = [];
  let hinted = 0;
  let flagged = 0;
  for (const element of marked.slice(0, MAX_BOXES)) {
    const id = element.getAttribute(HINT_ATTR.id) ?? '';
    const role = element.getAttribute(HINT_ATTR.role) ?? '';
    const kinds = gapsOf.get(element);
    const box = document.createElement('div');
    box.className = kinds ? 'box gap' : 'box';
    box.style.setProperty('--c', ROLE_COLOURS[role] ?? OTHER_COLOUR);
    const label = document.createElement('div');
    label.className = 'label';
    label.textContent = clip(kinds ? `${kinds.join(', ')}${id ? `: ${id}` : ''}` : id);
    box.append(label);
    layer.append(box);
    placed.push({ element, box });
    if (id) hinted++;
    if (kinds) flagged++;
  }

  const legend = document.createElement('div');
  legend.className = 'legend';
  const title = document.createElement('b');
  title.textContent = `semantic-hints: ${hinted} hinted, ${flagged} flagged`;
  legend.append(title);
  // Only the colours on screen: a page without gaps shows no red at all.
  const roles = new Set(placed.map(({ element }) => element.getAttribute(HINT_ATTR.role)));
  const chips: Array<readonly [string, string]> = Object.entries(ROLE_COLOURS).filter(([role]) => roles.has(role));
  if (flagged > 0) chips.push(['gap', GAP_COLOUR]);
  for (const [role, colour] of chips) {
    const chip = document.createElement('span');
    chip.textContent = role;
    chip.style.background = colour;
    legend.append(chip);
  }
  layer.append(legend);

  for (const item of placed) place(item);
  document.documentElement.append(host);

  // Follow scrolling and resizing; stop when the host is gone (removed from another world, say).
  let frame = 0;
  const schedule = () => {
    if (!host.isConnected) {
      detach();
      return;
    }
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      for (const item of placed) place(item);
    });
  };
  const detach = () => {
    window.removeEventListener('scroll', schedule, true);
    window.removeEventListener('resize', schedule);
    if (frame) cancelAnimationFrame(frame);
  };
  window.addEventListener('scroll', schedule, { capture: true, passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  active = { host, detach };

  return { ok: true, value: { shown: true, hinted, flagged } };
}
