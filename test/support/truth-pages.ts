// Generated pages for the differential truth test: native controls and ARIA widgets with every kind
// of label, every way of being out of use and of being hidden, values set by attribute and by
// script, layers over the page with and without a role, and collections. Plain markup: what an app
// team writes, not what the server was tuned for.

import fc from 'fast-check';

/**
 * How a widget is named. `asterisk` appends an aria-hidden " *" to its label, as MUI's required
 * fields do; `css-content` writes the words only in a `::after` rule (TodoMVC's remove button);
 * `icon-glyph` puts an icon font's private-use glyph (`::before`) before the words (Font Awesome).
 */
export const LABELS = [
  'aria-label',
  'labelledby',
  'label-for',
  'label-wrap',
  'title',
  'placeholder',
  'content',
  'asterisk',
  'css-content',
  'icon-glyph',
  'none',
] as const;
/** How a widget is hidden, by an element around it. */
export const HIDES = [
  'none',
  'display',
  'visibility',
  'hidden',
  'aria-hidden',
  'zero-size',
  'closed-details',
  'off-screen',
] as const;
/** How a widget is out of use. */
export const USES = ['enabled', 'disabled', 'aria-disabled', 'aria-disabled-ancestor', 'fieldset', 'inert'] as const;
/**
 * Where a widget lies: in the flow; below the fold (after a spacer taller than the viewport); in a
 * `pointer-events: none` wrapper, the pointer passing through it; or in such a wrapper that gives
 * the pointer back to what it holds (a toast region, a popper's root).
 */
export const PLACES = ['flow', 'below-fold', 'pointer-none', 'pointer-none-auto'] as const;
/**
 * What lies over the page: a layer over a covering backdrop, the page aria-hidden (`drawer`, no
 * role; `dialog`) or left as it is (`aria-modal`, Bootstrap's modal; `backdrop`, no ARIA at all,
 * Quasar's overlay drawer); a small dialog over an aria-hidden page, covering nothing but its
 * corner (`aria-hidden-only`); an `aria-modal` dialog with no backdrop over a page left as it is
 * (`aria-modal-bare`); a dialog over an inert page, no backdrop (`inert-page`); an aria-hidden
 * decoration over the whole viewport that the pointer passes through (`decoration`).
 */
export const LAYERS = [
  'none',
  'drawer',
  'dialog',
  'aria-hidden-only',
  'aria-modal',
  'aria-modal-bare',
  'backdrop',
  'inert-page',
  'decoration',
] as const;
/**
 * What covers part of the page: a sticky header with a hint, the page scrolled so that content lies
 * beneath it; or a toast fixed over a fixed footer's hint, the footer aria-hidden or not.
 */
export const PARTS = ['none', 'sticky-header', 'toast-over-hidden', 'toast-over-shown'] as const;

/** Each widget: its hint role and how it is drawn. */
export const WIDGETS = {
  button: 'action',
  'div-button': 'action',
  'input-button': 'action',
  link: 'navigation',
  text: 'input',
  password: 'input',
  'named-secret': 'input',
  textarea: 'input',
  'native-select': 'select',
  'multi-select': 'select',
  radios: 'select',
  listbox: 'select',
  'aria-combobox': 'select',
  checkbox: 'toggle',
  'aria-checkbox': 'toggle',
  switch: 'toggle',
  pressed: 'toggle',
  details: 'toggle',
  range: 'slider',
  'aria-slider': 'slider',
  'secret-slider': 'slider',
  status: 'observable',
  output: 'observable',
  option: 'option',
  region: 'region',
} as const;
export type WidgetKind = keyof typeof WIDGETS;

export interface Widget {
  kind: WidgetKind;
  label: (typeof LABELS)[number];
  words: string;
  hide: (typeof HIDES)[number];
  use: (typeof USES)[number];
  /** Which of the widget's sample values it holds. */
  pick: number;
  byScript: boolean;
  /** How an ARIA token is written: as is, upper case, or with a space before. */
  token: 'plain' | 'upper' | 'spaced';
  place: (typeof PLACES)[number];
}

export interface PageModel {
  widgets: Widget[];
  layer: (typeof LAYERS)[number];
  part: (typeof PARTS)[number];
  collection: { size: number; hide: (typeof HIDES)[number] } | null;
}

const WORDS = ['Email', 'First name', 'Card number', 'Search', 'Volume', 'Save', 'Notes', 'Plan', 'Security code'];
/** Sample aria-valuenow: numbers, and strings Chromium does not read as numbers. */
export const VALUE_NOW = ['30', '1e1', '-2.5', '50%', '12abc', ' 12 ', ''];
const TEXTS = ['ada@example.com', '', '7/10', '  spaced  out ', '42'];
const ARIA_STATES = ['true', 'false', 'mixed', 'TRUE', ' false', 'yes'];

const widget: fc.Arbitrary<Widget> = fc.record({
  kind: fc.constantFrom(...(Object.keys(WIDGETS) as WidgetKind[])),
  label: fc.constantFrom(...LABELS),
  words: fc.constantFrom(...WORDS),
  hide: fc.oneof({ weight: 3, arbitrary: fc.constant('none' as const) }, fc.constantFrom(...HIDES)),
  use: fc.oneof({ weight: 3, arbitrary: fc.constant('enabled' as const) }, fc.constantFrom(...USES)),
  pick: fc.nat({ max: 6 }),
  byScript: fc.boolean(),
  token: fc.constantFrom('plain' as const, 'upper' as const, 'spaced' as const),
  place: fc.oneof({ weight: 6, arbitrary: fc.constant('flow' as const) }, fc.constantFrom(...PLACES)),
});

export const pageModel: fc.Arbitrary<PageModel> = fc.record({
  widgets: fc.array(widget, { minLength: 1, maxLength: 10 }),
  layer: fc.oneof({ weight: 2, arbitrary: fc.constant('none' as const) }, fc.constantFrom(...LAYERS)),
  part: fc.oneof({ weight: 3, arbitrary: fc.constant('none' as const) }, fc.constantFrom(...PARTS)),
  collection: fc.option(fc.record({ size: fc.integer({ min: 2, max: 5 }), hide: fc.constantFrom(...HIDES) })),
});

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function tokenOf(value: string, how: Widget['token']): string {
  if (how === 'upper') return value.toUpperCase();
  if (how === 'spaced') return ` ${value}`;
  return value;
}

/** The markup of one widget with hint id `id`, and what names it outside itself (a label, a labelling span). */
function widgetMarkup(w: Widget, id: string): string {
  const role = WIDGETS[w.kind];
  const words = w.label === 'asterisk' ? `${w.words}<span aria-hidden="true"> *</span>` : escape(w.words);
  const labelId = `${id}-label`;
  const attrs: string[] = [`data-semtag-id="${id}"`, `data-semtag-role="${role}"`, `id="${id}"`];
  if (w.label === 'aria-label') attrs.push(`aria-label="${escape(w.words)}"`);
  if (w.label === 'labelledby') attrs.push(`aria-labelledby="${labelId}"`);
  if (w.label === 'title') attrs.push(`title="${escape(w.words)}"`);
  if (w.label === 'placeholder') attrs.push(`placeholder="${escape(w.words)}"`);
  const glyph = '<i class="icon-glyph"></i> ';
  const content =
    w.label === 'content' || w.label === 'asterisk' ? words : w.label === 'icon-glyph' ? `${glyph}${words}` : '';
  const aria = (value: string) => tokenOf(value, w.token);
  if (w.use === 'disabled') attrs.push('disabled');
  if (w.use === 'aria-disabled') attrs.push(`aria-disabled="${aria('true')}"`);
  const state = ARIA_STATES[w.pick % ARIA_STATES.length]!;
  const text = TEXTS[w.pick % TEXTS.length]!;
  const set = (value: string) => (w.byScript ? `data-set-value="${escape(value)}"` : '');
  const a = attrs.join(' ');
  let body: string;
  switch (w.kind) {
    case 'button':
      body = `<button ${a}>${content}</button>`;
      break;
    case 'div-button':
      body = `<div role="button" tabindex="0" ${a}>${content}</div>`;
      break;
    case 'input-button':
      body = `<input type="${w.pick % 2 ? 'submit' : 'button'}" ${w.pick % 3 ? `value="${escape(w.words)}"` : ''} ${a}>`;
      break;
    case 'link':
      body = `<a href="#${id}" ${a}>${content}</a>`;
      break;
    case 'text':
      body = w.byScript ? `<input ${a} ${set(text)}>` : `<input ${a} value="${escape(text)}">`;
      break;
    case 'password':
      body = `<input type="password" ${a} value="hunter2">`;
      break;
    case 'named-secret':
      body = `<input autocomplete="off" inputmode="numeric" ${a} value="4242 4242 4242 4242">`;
      break;
    case 'textarea':
      body = `<textarea ${a} ${set(text)}>${w.byScript ? '' : escape(text)}</textarea>`;
      break;
    case 'native-select':
    case 'multi-select': {
      const multiple = w.kind === 'multi-select' ? 'multiple' : '';
      const chosen = w.pick % 4;
      const options = ['', 'Small', 'Medium', 'Large']
        .map((o, i) => `<option ${!w.byScript && i === chosen ? 'selected' : ''}>${o}</option>`)
        .join('');
      body = `<select ${multiple} ${a} ${w.byScript ? `data-set-index="${chosen}"` : ''}>${options}</select>`;
      break;
    }
    case 'radios': {
      const chosen = w.pick % 4;
      const radios = ['Basic', 'Pro', 'Team']
        .map(
          (o, i) =>
            `<label><input type="radio" name="${id}-r" ${i === chosen && !w.byScript ? 'checked' : ''} ${i === chosen && w.byScript ? 'data-set-checked' : ''}> ${o}</label>`,
        )
        .join('');
      const legend = w.label === 'content' || w.label === 'asterisk' ? `<legend>${words}</legend>` : '';
      body = `<fieldset ${a}>${legend}${radios}</fieldset>`;
      break;
    }
    case 'listbox': {
      const chosen = w.pick % 4;
      const options = ['Red', 'Green', 'Blue']
        .map(
          (o, i) =>
            `<div role="option" aria-selected="${i === chosen ? aria('true') : 'false'}" data-semtag-id="${id}.opt.${i}" data-semtag-role="option">${o}</div>`,
        )
        .join('');
      body = `<div role="listbox" ${a}>${options}</div>`;
      break;
    }
    case 'aria-combobox': {
      const shown = ['Choose…', 'Apple', ''][w.pick % 3]!;
      const mark = w.pick % 2 ? `aria-placeholder="Choose…"` : '';
      body = `<div role="combobox" tabindex="0" aria-expanded="false" ${mark} ${a}>${escape(shown)}</div>`;
      break;
    }
    case 'checkbox':
      body = w.byScript
        ? `<input type="checkbox" ${a} ${w.pick % 2 ? 'data-set-checked' : ''}>`
        : `<input type="checkbox" ${a} ${w.pick % 2 ? 'checked' : ''}>`;
      break;
    case 'aria-checkbox':
      body = `<div role="checkbox" tabindex="0" aria-checked="${aria(state)}" ${a}>${content}</div>`;
      break;
    case 'switch':
      body = `<button role="switch" aria-checked="${aria(state)}" ${a}>${content}</button>`;
      break;
    case 'pressed':
      body = `<button aria-pressed="${aria(state)}" ${a}>${content}</button>`;
      break;
    case 'details':
      body = `<details ${w.pick % 2 ? 'open' : ''}><summary ${a}>${content || 'More'}</summary>Inside</details>`;
      break;
    case 'range':
      body = w.byScript
        ? `<input type="range" min="0" max="100" ${a} ${set(String(w.pick * 10))}>`
        : `<input type="range" min="0" max="100" value="${w.pick * 10}" ${a}>`;
      break;
    case 'aria-slider':
      body = `<div role="slider" tabindex="0" aria-valuemin="0" aria-valuemax="100" aria-valuenow="${VALUE_NOW[w.pick % VALUE_NOW.length]}" ${a}></div>`;
      break;
    case 'secret-slider':
      body = `<div ${a}><input ${w.pick % 2 ? 'type="password"' : 'autocomplete="one-time-code"'} aria-label="Code" value="123456"></div>`;
      break;
    case 'status':
      body = `<span role="status" ${a}>${escape(text) || content}</span>`;
      break;
    case 'output':
      body = `<output ${a}>${escape(text)}</output>`;
      break;
    case 'option':
      body = `<div role="listbox" aria-label="Fruit"><div role="option" aria-selected="false" ${a}>${content}</div></div>`;
      break;
    case 'region':
      body = `<section ${a}><h2>${words}</h2><p>Some text</p></section>`;
      break;
  }
  // A <label> holds phrasing content: never a fieldset of radios.
  if (w.kind === 'radios' && (w.label === 'label-for' || w.label === 'label-wrap')) return body;
  if (w.label === 'css-content') body = `<style>#${id}::after { content: "${escape(w.words)}"; }</style>${body}`;
  if (w.label === 'labelledby') body = `<span id="${labelId}">${words}</span> ${body}`;
  if (w.label === 'label-for') body = `<label for="${id}">${words}</label> ${body}`;
  if (w.label === 'label-wrap') body = `<label>${words} ${body}</label>`;
  return body;
}

/** A widget in the elements that hide it and take it out of use. */
function placed(w: Widget, markup: string): string {
  let html = markup;
  if (w.use === 'aria-disabled-ancestor') html = `<div aria-disabled="${tokenOf('true', w.token)}">${html}</div>`;
  if (w.use === 'fieldset') html = `<fieldset disabled>${html}</fieldset>`;
  if (w.use === 'inert') html = `<div inert>${html}</div>`;
  if (w.place === 'pointer-none-auto')
    html = `<div style="pointer-events:none"><div style="pointer-events:auto">${html}</div></div>`;
  if (w.place === 'pointer-none') html = `<div style="pointer-events:none">${html}</div>`;
  if (w.place === 'below-fold') html = `<div style="height:1500px"></div>${html}`;
  return hidden(w.hide, html, w.token);
}

function hidden(hide: Widget['hide'], html: string, token: Widget['token'] = 'plain'): string {
  switch (hide) {
    case 'none':
      return `<div>${html}</div>`;
    case 'display':
      return `<div style="display:none">${html}</div>`;
    case 'visibility':
      return `<div style="visibility:hidden">${html}</div>`;
    case 'hidden':
      return `<div hidden>${html}</div>`;
    case 'aria-hidden':
      return `<div aria-hidden="${tokenOf('true', token)}">${html}</div>`;
    case 'zero-size':
      return `<div style="height:0;overflow:hidden">${html}</div>`;
    case 'closed-details':
      return `<details><summary>Closed</summary>${html}</details>`;
    case 'off-screen':
      return `<div style="position:absolute;left:-10000px;top:0">${html}</div>`;
  }
}

function collectionMarkup(c: NonNullable<PageModel['collection']>): string {
  const items = Array.from(
    { length: c.size },
    (_, i) => `<li><a href="#i${i}" data-semtag-id="list.item.k${i}" data-semtag-role="navigation">Item ${i}</a></li>`,
  ).join('');
  return hidden(c.hide, `<ul data-semtag-id="list" data-semtag-role="collection" aria-label="Items">${items}</ul>`);
}

const COVER = 'position:fixed;top:0;left:0;right:0;bottom:0;background:rgba(0,0,0,.4)';
const PAPER = 'position:fixed;top:0;left:0;bottom:0;width:200px;background:#fff';

/** How far the page is scrolled once rendered: with a sticky header, some content lies beneath it. */
export const scrollOf = (model: PageModel): number => (model.part === 'sticky-header' ? 60 : 0);

/** What covers part of the page, and the room below the content to scroll any hint clear of it. */
function partMarkup(part: PageModel['part']): { top: string; bottom: string } {
  const room = '<div style="height:100vh"></div>';
  switch (part) {
    case 'none':
      return { top: '', bottom: '' };
    case 'sticky-header':
      return {
        top: '<header style="position:sticky;top:0;height:80px;background:#eee;z-index:1"><button data-semtag-id="header.menu" data-semtag-role="action">Menu</button></header>',
        bottom: room,
      };
    case 'toast-over-hidden':
    case 'toast-over-shown': {
      const hide = part === 'toast-over-hidden' ? 'aria-hidden="true"' : '';
      const footer = `<div ${hide} style="position:fixed;left:0;right:0;bottom:0;height:40px;background:#ddd"><button data-semtag-id="footer.help" data-semtag-role="action" style="position:absolute;right:20px;bottom:5px">Help</button><button data-semtag-id="footer.about" data-semtag-role="action" style="position:absolute;left:20px;bottom:5px">About</button></div>`;
      const toast =
        '<div role="status" style="position:fixed;right:0;bottom:0;width:160px;height:60px;background:#333;color:#fff;z-index:2"><span data-semtag-id="toast.text" data-semtag-role="observable">Saved</span></div>';
      return { top: '', bottom: `${room}${footer}${toast}` };
    }
  }
}

/** The whole body: the page in a root, and the layer over it, if any. */
export function pageMarkup(model: PageModel): string {
  const parts = model.widgets.map((w, i) => placed(w, widgetMarkup(w, `w${i}`)));
  if (model.collection) parts.push(collectionMarkup(model.collection));
  const { layer } = model;
  const shut = ['drawer', 'dialog', 'aria-hidden-only'].includes(layer)
    ? 'aria-hidden="true"'
    : layer === 'inert-page'
      ? 'inert'
      : '';
  // Font Awesome's way: a private-use code point drawn by an icon font.
  const glyphs = '<style>.icon-glyph::before { content: "\\f104"; }</style>';
  const { top, bottom } = partMarkup(model.part);
  const root = `${glyphs}<div id="root" ${shut}>${top}${parts.join('\n')}</div>${bottom}`;
  const button = '<button data-semtag-id="layer.close" data-semtag-role="action">Close</button>';
  switch (layer) {
    case 'none':
      return root;
    case 'aria-hidden-only':
      return `${root}<div role="dialog" aria-label="Tip" style="position:fixed;right:0;bottom:0;width:80px;height:40px;background:#fff;z-index:3">${button}</div>`;
    case 'decoration':
      return `${root}<div aria-hidden="true" style="${COVER};pointer-events:none;z-index:3"><span data-semtag-id="decoration.star" data-semtag-role="observable">★</span></div>`;
    case 'aria-modal-bare':
      return `${root}<div role="dialog" aria-modal="true" aria-label="Menu" style="${PAPER};z-index:3">${button}</div>`;
    case 'inert-page':
      return `${root}<div role="dialog" aria-label="Menu" style="${PAPER};z-index:3">${button}</div>`;
    default: {
      const role =
        layer === 'dialog' || layer === 'backdrop'
          ? 'role="dialog" aria-label="Menu"'
          : layer === 'aria-modal'
            ? 'role="dialog" aria-modal="true" aria-label="Menu"'
            : '';
      return `${root}<div style="position:relative;z-index:3"><div style="${COVER}"></div><div ${role} style="${PAPER}">${button}</div></div>`;
    }
  }
}

/** Applies the values the model sets by script, as an app does after it renders. Runs in the page. */
export function applyScriptValues(): void {
  for (const element of document.querySelectorAll<HTMLInputElement>('[data-set-value]')) {
    element.value = element.getAttribute('data-set-value')!;
    element.removeAttribute('data-set-value');
  }
  for (const element of document.querySelectorAll<HTMLInputElement>('[data-set-checked]')) {
    element.checked = true;
    element.removeAttribute('data-set-checked');
  }
  for (const element of document.querySelectorAll<HTMLSelectElement>('[data-set-index]')) {
    element.selectedIndex = Number(element.getAttribute('data-set-index'));
    element.removeAttribute('data-set-index');
  }
}
