// Fixes for the gaps of hinted elements, one per finding: a missing or unknown role, a missing,
// duplicate or broken id, a toggle whose state the page does not show, members of no collection.

import { bound } from '../dom/bounds.js';
import { HINT_ATTR, lowestCommonAncestor } from '../dom/elements.js';
import { accessibleName } from '../read/name.js';
import type { Finding } from './gaps.js';
import { idAndRole } from './suggest-draft.js';
import type { SuggestionDraft } from './suggest-draft.js';
import { repairedId, wordSlug } from './suggest-ids.js';
import { nearestRole, roleFor } from './suggest-role.js';
import type { GapKind } from '../types.js';
import { VOCABULARY } from '../vocabulary.js';

type Fix = (draft: SuggestionDraft, finding: Finding) => void;

const missingRole: Fix = (draft, { elements }) => {
  const element = elements[0]!;
  const role = roleFor(element) ?? (element.querySelector(`[${HINT_ATTR.id}]`) ? 'region' : 'observable');
  draft.add(element, 'missingRole', { [HINT_ATTR.role]: role }, `no role: ${VOCABULARY[role].suggestedAs}`);
};

const unknownRole: Fix = (draft, { elements }) => {
  const element = elements[0]!;
  const raw = element.getAttribute(HINT_ATTR.role) ?? '';
  const role = nearestRole(raw) ?? roleFor(element);
  if (role)
    draft.add(
      element,
      'unknownRole',
      { [HINT_ATTR.role]: role },
      `"${bound(raw, 40)}" is not a role; ${role} is the nearest of the ten`,
    );
};

const missingId: Fix = (draft, { elements }) => {
  const element = elements[0]!;
  const role = nearestRole(element.getAttribute(HINT_ATTR.role) ?? '') ?? roleFor(element);
  const id = draft.claimInArea(element, wordSlug(accessibleName(element, 'all')) || element.localName);
  draft.add(
    element,
    'missingId',
    { [HINT_ATTR.id]: id, ...(role ? { [HINT_ATTR.role]: role } : {}) },
    'hint attributes without an id address nothing',
  );
};

const duplicateId: Fix = (draft, { elements }) => {
  for (const copy of elements.slice(1)) {
    const id = copy.getAttribute(HINT_ATTR.id) ?? '';
    draft.add(
      copy,
      'duplicateId',
      { [HINT_ATTR.id]: draft.claim(`${id}-2`) },
      'another element carries this id; an id must be unique on the page',
    );
  }
};

const badId: Fix = (draft, { elements }) => {
  const element = elements[0]!;
  draft.add(
    element,
    'badId',
    { [HINT_ATTR.id]: draft.claim(repairedId(element.getAttribute(HINT_ATTR.id) ?? '')) },
    'the id breaks a selector or the item convention',
  );
};

const unreadableToggle: Fix = (draft, { elements }) =>
  draft.add(
    elements[0]!,
    'unreadableToggle',
    { 'aria-pressed': 'false' },
    'its on/off state is nowhere the page shows it: keep aria-pressed up to date ("true" when on)',
  );

const unfoldedRepeat: Fix = (draft, finding) => {
  const container = lowestCommonAncestor(finding.elements);
  if (container && container !== document.body && !container.getAttribute(HINT_ATTR.id))
    draft.add(
      container,
      'unfoldedRepeat',
      idAndRole(draft.claim(finding.place()), 'collection'),
      'members share this prefix but no collection holds them',
      false,
    );
};

/** The fix of each gap kind, in the order the suggestions claim their ids. */
const FIXES: ReadonlyArray<[GapKind, Fix]> = [
  ['missingRole', missingRole],
  ['unknownRole', unknownRole],
  ['missingId', missingId],
  ['duplicateId', duplicateId],
  ['badId', badId],
  ['unreadableToggle', unreadableToggle],
  ['unfoldedRepeat', unfoldedRepeat],
];

/** Fixes for the other gap kinds than `unhinted`, one per finding. */
export function suggestFixes(draft: SuggestionDraft): void {
  for (const [kind, fix] of FIXES) for (const finding of draft.input.findings.get(kind) ?? []) fix(draft, finding);
}
