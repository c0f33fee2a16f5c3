// The hint vocabulary in one place: the ten roles and what each one is (references/hint-design.md
// "The ten roles"). Every role set, list and colour the code uses is derived from ROLE_TRAITS, so a role is added
// with one entry here (plus its reader in read/value.ts when it holds a value: the compiler asks for it).
// JSON-safe, no DOM types: the Node side imports this file too.

export interface RoleTraits {
  /** Its outline and label in the review overlay: saturated, distinct, never the red of gaps. */
  colour: string;
  /**
   * An area holding other hints (region, collection): named only by its labels, title or first
   * heading, never its text; shows what its children show when it has no box; passed as `scope`.
   */
  container: boolean;
  /** An agent acts on it: the hint stands for the control it sits on or wraps (the review's coverage). */
  actedOn: boolean;
  /** It reports a `value`, read by its reader in read/value.ts (hint-design.md "Values"). */
  holdsValue: boolean;
  /** An agent clicks it: named from its own text, less that of the hints it holds (a card with a badge; hint-design.md "Names"). */
  namedFromText: boolean;
  /** Why the review's `--suggest` gives an element this role, in a few words. */
  suggestedAs: string;
}

/** In the order the groups appear in a snapshot. */
const ROLE_TRAITS = {
  navigation: {
    colour: '#0057ff',
    container: false,
    actedOn: true,
    holdsValue: false,
    namedFromText: true,
    suggestedAs: 'a link: it moves to another screen',
  },
  action: {
    colour: '#00a651',
    container: false,
    actedOn: true,
    holdsValue: false,
    namedFromText: true,
    suggestedAs: 'a button: it acts on this screen',
  },
  option: {
    colour: '#00a3a3',
    container: false,
    actedOn: true,
    holdsValue: false,
    namedFromText: true,
    suggestedAs: 'one choice among a set',
  },
  input: {
    colour: '#ff8c00',
    container: false,
    actedOn: true,
    holdsValue: true,
    namedFromText: false,
    suggestedAs: 'a field for free entry',
  },
  select: {
    colour: '#8a2be2',
    container: false,
    actedOn: true,
    holdsValue: true,
    namedFromText: false,
    suggestedAs: 'a choice from a list',
  },
  toggle: {
    colour: '#e0218a',
    container: false,
    actedOn: true,
    holdsValue: true,
    namedFromText: true,
    suggestedAs: 'an on/off control',
  },
  slider: {
    colour: '#8b5a2b',
    container: false,
    actedOn: true,
    holdsValue: true,
    namedFromText: false,
    suggestedAs: 'a number on a range',
  },
  observable: {
    colour: '#00b7eb',
    container: false,
    actedOn: false,
    holdsValue: true,
    namedFromText: false,
    suggestedAs: 'live text the page announces when it changes',
  },
  region: {
    colour: '#6e7781',
    container: true,
    actedOn: false,
    holdsValue: false,
    namedFromText: false,
    suggestedAs: 'a named area',
  },
  collection: {
    colour: '#c9a100',
    container: true,
    actedOn: false,
    holdsValue: false,
    namedFromText: false,
    suggestedAs: 'sibling items of the same shape',
  },
} as const satisfies Record<string, RoleTraits>;

export type Role = keyof typeof ROLE_TRAITS;

/** Every role's traits, typed by role: a role missing a trait does not compile (nor does an unknown trait). */
export const VOCABULARY: Readonly<Record<Role, RoleTraits>> = ROLE_TRAITS;

/** The roles that report a value: read/value.ts keys its readers by them, so a new one needs a reader. */
export type ValueRole = { [R in Role]: (typeof ROLE_TRAITS)[R]['holdsValue'] extends true ? R : never }[Role];

/** The ten roles, in the order their groups appear in a snapshot. */
export const ROLES = Object.keys(ROLE_TRAITS) as readonly Role[];

/** A snapshot's lists of entries, in order: one group per role, then `other` (a role that is none of them). */
export const GROUPS = [...ROLES, 'other'] as const;

const ROLE_SET: ReadonlySet<string> = new Set(ROLES);

/** Whether a raw `data-semtag-role` is exactly one of the ten (anything else is listed in `other`). */
export function isRole(raw: string | null | undefined): raw is Role {
  return raw != null && ROLE_SET.has(raw);
}

/** The traits that are yes or no. */
export type RoleFlag = { [K in keyof RoleTraits]: RoleTraits[K] extends boolean ? K : never }[keyof RoleTraits];

/** Whether a raw `data-semtag-role` is one of the ten and has `flag`. */
export function roleHas(raw: string | null | undefined, flag: RoleFlag): boolean {
  return isRole(raw) && VOCABULARY[raw][flag];
}

/** The roles that have `flag`, in snapshot order. */
export function rolesWith(flag: RoleFlag): readonly Role[] {
  return ROLES.filter((role) => VOCABULARY[role][flag]);
}

/** Whether a raw `data-semtag-role` is one that reports a value. */
export function isValueRole(raw: string | null | undefined): raw is ValueRole {
  return roleHas(raw, 'holdsValue');
}
