// Where a suggestion's attributes go in the app's own source (hint-design.md "Suggested hints (`--suggest`)"): the
// framework the page shows signs of (the marks each one leaves in the DOM, since its objects are
// out of the isolated world's reach), and for an element a component library renders, the prop
// that reaches it. references/hint-injection/framework-notes.md gives the typed forms.

/** A framework the page shows signs of; `html` when it shows none. */
export type Framework = 'react' | 'vue' | 'angular' | 'svelte' | 'html';

/** How many elements are sampled for the marks a framework leaves on attributes and classes. */
const SAMPLE = 400;

/** The framework whose marks the page carries: Vue's data-v-*, Angular's ng-version, Svelte's classes, React's root. */
export function detectFramework(): Framework {
  if (document.querySelector('[data-v-app], [ng-version]'))
    return document.querySelector('[ng-version]') ? 'angular' : 'vue';
  const sample = [...document.body.querySelectorAll('*')].slice(0, SAMPLE);
  if (sample.some((element) => element.getAttributeNames().some((name) => name.startsWith('data-v-')))) return 'vue';
  if (sample.some((element) => element.getAttributeNames().some((name) => name.startsWith('_ngcontent'))))
    return 'angular';
  if (sample.some((element) => [...element.classList].some((name) => name.startsWith('svelte-')))) return 'svelte';
  if (document.querySelector('#root, #__next, [data-reactroot], [class*="Mui"]')) return 'react';
  return 'html';
}

/** MUI parts whose DOM element a prop of the component reaches, and that prop. */
const MUI_SLOTS: ReadonlyArray<[string, string]> = [
  ['.MuiInputBase-root input, .MuiInputBase-root textarea', 'MUI text field: slotProps={{ htmlInput: hints }}'],
  [
    '.MuiCheckbox-root input, .MuiRadio-root input, .MuiSwitch-root input',
    'MUI Checkbox/Radio/Switch: slotProps={{ input: hints }}',
  ],
  ['.MuiSelect-select', 'MUI Select: SelectDisplayProps={hints}'],
  ['.MuiDrawer-paper, .MuiDialog-paper, .MuiPopover-paper', 'MUI Drawer/Dialog/Popover: slotProps={{ paper: hints }}'],
];

const ADVICE: Record<Framework, (tag: string) => string> = {
  react: (tag) => `React: props of the component that renders this <${tag}> (it must pass them on)`,
  vue: (tag) => `Vue: attributes on the <${tag}> or its component (they fall through to its root)`,
  angular: (tag) => `Angular: attributes on the <${tag}>; bound values as [attr.data-semtag-…]`,
  svelte: (tag) => `Svelte: attributes on the <${tag}>; a component passes them on with {...rest}`,
  html: (tag) => `on the <${tag}> element`,
};

/** Where the attributes for `element` go in the app's source, for `framework`. */
export function whereFor(element: Element, framework: Framework): string {
  if (framework === 'react')
    for (const [selector, advice] of MUI_SLOTS)
      if (element.matches(selector)) return `${advice}; typed form in framework-notes.md`;
  return ADVICE[framework](element.localName);
}
