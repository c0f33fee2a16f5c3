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
 * What lies over the page: a layer covering an aria-hidden page, with or without a dialog role; or
 * an `aria-modal` dialog over a cover, the page left as it is (Bootstrap's modal).
 */
export const LAYERS = ['none', 'drawer', 'dialog', 'aria-hidden-only', 'aria-modal'] as const;

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
}

export interface PageModel {
  widgets: Widget[];
  layer: (typeof LAYERS)[number];
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
});

export const pageModel: fc.Arbitrary<PageModel> = fc.record({
  widgets: fc.array(widget, { minLength: 1, maxLength: 10 }),
  layer: fc.oneof({ weight: 3, arbitrary: fc.constant('none' as const) }, fc.constantFrom(...LAYERS)),
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

/** The whole body: the page in a root, and the layer over it, if any. */
export function pageMarkup(model: PageModel): string {
  const parts = model.widgets.map((w, i) => placed(w, widgetMarkup(w, `w${i}`)));
  if (model.collection) parts.push(collectionMarkup(model.collection));
  const shut = model.layer === 'none' || model.layer === 'aria-modal' ? '' : 'aria-hidden="true"';
  // Font Awesome's way: a private-use code point drawn by an icon font.
  const glyphs = '<style>.icon-glyph::before { content: "\\f104"; }</style>';
  const root = `${glyphs}<div id="root" ${shut}>${parts.join('\n')}</div>`;
  if (model.layer === 'none') return root;
  const button = '<button data-semtag-id="layer.close" data-semtag-role="action">Close</button>';
  if (model.layer === 'aria-hidden-only')
    return `${root}<div role="dialog" aria-label="Tip" style="position:fixed;right:0;bottom:0;width:80px;height:40px;background:#fff">${button}</div>`;
  const role =
    model.layer === 'dialog'
      ? 'role="dialog" aria-label="Menu"'
      : model.layer === 'aria-modal'
        ? 'role="dialog" aria-modal="true" aria-label="Menu"'
        : '';
  return `${root}<div><div style="${COVER}"></div><div ${role} style="position:fixed;top:0;left:0;bottom:0;width:200px;background:#fff">${button}</div></div>`;
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
