// One record per review gap kind: what it reports and how to fix it, in words for whoever fixes the
// app. The CLI's "How to fix" lines (review and crawl, table and HTML), semantic_review's description
// (its glosses) and the table of hint-design.md "What the review reports" are written from it (npm run
// docs regenerates the table; a test fails when it is stale). A kind added to
// GAP_KINDS fails the type check until it has a record here, and a rule in GAP_RULES (src/page/review/gaps.ts).

import { GAP_KINDS } from '../page/types.js';
import type { GapKind } from '../page/types.js';
import { ROLES, rolesWith } from '../page/vocabulary.js';

export interface GapKindText {
  /** What the review reports, briefly; lowercase, no final period. */
  reported: string;
  /** More on what counts, for the rulebook's table only. */
  detail?: string;
  /** How to fix the app; lowercase, no final period. */
  fix: string;
  /** A few words for the model, in semantic_review's description, where the name alone says too little. */
  gloss?: string;
}

/** The roles an agent acts on, each as code, in snapshot order: for the rulebook's table. */
const ACTED_ON_ROLES_LISTED = rolesWith('actedOn')
  .map((role) => `\`${role}\``)
  .join(', ');

export const GAP_KIND_TEXT: Record<GapKind, GapKindText> = {
  unknownRole: {
    reported: 'a role that is not exactly one of the ten, shown raw in the place',
    fix: `use one of ${ROLES.join(', ')}, exactly`,
  },
  missingRole: {
    reported: 'a hinted element with no or an empty `data-semtag-role`',
    fix: 'add one of the ten roles',
  },
  missingId: {
    reported: '`data-semtag-*` attributes on an element with no or an empty `data-semtag-id`',
    fix: 'give it an id, or remove the stray attributes',
  },
  duplicateId: {
    reported: 'an id carried by more than one element, hidden copies included',
    fix: 'make each id unique, with distinct ids for mobile and desktop variants',
  },
  badId: {
    reported: 'an id that breaks the id convention',
    detail:
      "That is a character that breaks `[data-semtag-id='…']` (space, quote, bracket, …), an empty segment, or `item` out of its `<prefix>.item.<key>` place. A single segment is fine.",
    fix: 'rename it: dot-separated segments of letters, digits, `_` or `-`, with `item` only as `<prefix>.item.<key>`',
  },
  danglingControls: {
    reported: 'a `data-semtag-controls` naming an id that is not on the page, while its element is not closed',
    detail:
      '`aria-expanded="false"`, `aria-selected="false"` (a tab whose panel mounts when selected) or `data-semtag-state="closed"` make it closed: panels that mount on open are fine.',
    fix: 'point it at an id on the page, keep the controlled element in the DOM (hidden if need be), or mark the closed controller `aria-expanded="false"`',
  },
  unreadableToggle: {
    reported: 'a `toggle` whose on/off state the page does not hold; it is reported without a `value`',
    detail:
      'That is: no checked, no ARIA state, not a `<details>`, no checkbox or radio, in it or inside it (section 8).',
    fix: 'add `aria-pressed` (or `aria-checked` / `aria-expanded`) and keep it up to date',
    gloss: 'no on/off state: add aria-pressed',
  },
  unfoldedRepeat: {
    reported: 'two or more keys of one `<prefix>.item.<key>` with no `collection` ancestor; the place is the prefix',
    fix: 'hint their common container as a `collection`',
    gloss: 'items without collection ancestor',
  },
  unhinted: {
    reported: 'a visible interactive element with no hint',
    detail:
      'Interactive: links and areas with `href`, buttons, inputs (not `type=hidden`), selects, textareas, elements whose ARIA `role` is a widget role (`button`, `link`, `checkbox`, `radio`, `switch`, `tab`, `menuitem`, `menuitemcheckbox`, `menuitemradio`, `option`, `combobox`, `textbox`, `slider`, `spinbutton`, `searchbox`, `listbox`) and contenteditable elements; not one with a negative `tabindex` and `aria-hidden="true"` on itself or an ancestor, which neither assistive technology nor the keyboard reaches (the mirror `<input>` Radix keeps beside a Checkbox, Switch or Radio in a form, the `<select>` React Aria keeps in an aria-hidden box beside a Select, for form submission). It counts as hinted when it carries a non-empty `data-semtag-id` itself, lies inside a hinted element whose role is one an agent acts on (' +
      ACTED_ON_ROLES_LISTED +
      ') or inside an element such a hint names with `aria-controls` / `aria-owns`, itself or through a combobox or popup button inside it (its portaled list or menu), is a button holding such a hint (the label node an app renders inside a library button, as in an Ant Design `Collapse` header) or a menu item holding one (the link an app renders inside an Ant Design `Menu` item), or is a form control one of whose `<label>`s is or lies inside such a hint. An element with stray `data-semtag-*` attributes but no id is reported once, as `missingId`, not also here.',
    fix: 'hint it, if an agent needs it',
  },
  crossOriginFrame: {
    reported: 'a visible frame whose document is of another origin (or sandboxed), so its hints are out of reach',
    detail:
      'Hints inside same-origin frames are read, each entry with `frame`; a cross-origin document cannot be read from the page that holds it.',
    fix: 'serve the framed screen from the same origin, or open it in its own tab',
  },
  unhintedLayer: {
    reported: 'a layer painted over the page that holds no visible hint, while the hints on screen lie under it',
    detail:
      'Found by where a pointer lands: at the centres of the first 16 visible hints on screen, each hit is an element of one layer outside them (a drawer and its backdrop, a dialog without a hint). The backdrop of an open modal whose own hints a pointer reaches is part of that modal, even portaled apart from it. An agent sees the page behind as usable and nothing of the layer that takes its clicks.',
    fix: 'hint the layer (a `region` on its paper or dialog) and the controls in it',
    gloss: 'overlay without hints',
  },
  unmarkedPlaceholder: {
    reported:
      'a custom `select` whose shown text is none of its options, and which the page does not mark as a placeholder',
    detail:
      'The text is then reported as the value. A `<select>` element, a field holding typed text and a select whose options are not on the page (a closed portaled list) are not judged.',
    fix: "mark the shown placeholder with `data-placeholder` (or `aria-placeholder` holding its text), or render it as an input's `placeholder`",
    gloss: 'placeholder read as value',
  },
};

const sentence = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

/** The table of hint-design.md "What the review reports". */
export function gapKindsTable(): string {
  return [
    '| Kind | Reported for | Fix |',
    '|---|---|---|',
    ...GAP_KINDS.map((kind) => {
      const { reported, detail, fix } = GAP_KIND_TEXT[kind];
      const cell = detail ? `${sentence(reported)} ${detail}` : sentence(reported);
      return `| \`${kind}\` | ${cell.replace(/\|/g, '\\|')} | ${sentence(fix).replace(/\|/g, '\\|')} |`;
    }),
  ].join('\n');
}
