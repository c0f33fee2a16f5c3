// The vocabulary table (src/page/vocabulary.ts) against itself and against the rulebook. The
// `@ts-expect-error` lines are checked by tsc (npm run typecheck), not at run time: each one stops
// compiling, and so fails the type check, if the table's type lets a role go without a trait.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAP_KIND_TEXT } from '../../src/messages/gap-kinds.js';
import { ROLES, VOCABULARY, isRole, roleHas, rolesWith } from '../../src/page/vocabulary.js';
import type { Role, RoleFlag, RoleTraits, ValueRole } from '../../src/page/vocabulary.js';

const design = readFileSync(new URL('../../references/hint-design.md', import.meta.url), 'utf8');

describe('the table is typed by role', () => {
  it('refuses a role without every trait, and a value role without its reader', () => {
    const { region, ...withoutRegion } = VOCABULARY;
    const { colour: _colour, ...regionWithoutColour } = region;

    // @ts-expect-error a role whose traits lack its colour
    const _lackingTrait = { ...VOCABULARY, region: regionWithoutColour } satisfies Record<Role, RoleTraits>;
    const _newRole = {
      ...VOCABULARY,
      // @ts-expect-error a role added as vocabulary.ts declares its table, not saying if it is named from its text
      menu: { colour: '#123456', container: false, actedOn: true, holdsValue: false },
    } as const satisfies Record<string, RoleTraits>;
    // @ts-expect-error a table without one of the ten
    const _lackingRole = withoutRegion satisfies Record<Role, RoleTraits>;
    // @ts-expect-error readers keyed by value role (as read/value.ts's are), one missing: observable's
    const _lackingReader = { input: 0, select: 0, toggle: 0, slider: 0 } satisfies Record<ValueRole, number>;

    const everyTrait = Object.keys(region).sort();
    for (const role of ROLES) expect(Object.keys(VOCABULARY[role]).sort(), role).toEqual(everyTrait);
  });

  it('one isRole for exactly the ten, nothing near them', () => {
    for (const role of ROLES) expect(isRole(role)).toBe(true);
    for (const raw of ['Action', ' action', 'other', 'toString', '', null, undefined]) expect(isRole(raw)).toBe(false);
    expect(roleHas('toString', 'container')).toBe(false);
  });
});

/** The rows of the first table after `heading`, cells trimmed, header and separator left out. */
function tableAfter(heading: string): string[][] {
  const start = design.indexOf(`\n${heading}\n`);
  if (start === -1) throw new Error(`hint-design.md has no heading ${heading}`);
  const lines = design.slice(start).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, at) => at > first && !line.startsWith('|'));
  return lines.slice(first + 2, end).map((line) =>
    line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim()),
  );
}

/** The roles a piece of text names in backticks, `other` left out. */
const rolesIn = (text: string): string[] =>
  [...text.matchAll(/`([a-z]+)`/g)].map(([, word]) => word!).filter((word) => word !== 'other');

const sorted = (roles: readonly string[]): string[] => [...roles].sort();

const rolesWithout = (flag: RoleFlag): Role[] => ROLES.filter((role) => !roleHas(role, flag));

describe("hint-design.md's tables of roles say what the table holds", () => {
  const rows = tableAfter('## 4. The ten roles').map(([role, , , actsWith, value]) => ({
    role: role!.replace(/`/g, ''),
    actsWith: actsWith!,
    value: value!,
  }));

  it('"The ten roles" lists exactly the ten roles, in snapshot order', () => {
    expect(rows.map(({ role }) => role)).toEqual(ROLES);
    // The headings and gap texts say "the ten": they are to be reworded when a role is added.
    expect(ROLES).toHaveLength(10);
    expect(GAP_KIND_TEXT.unknownRole.reported).toContain('one of the ten');
  });

  it('"The ten roles": a value (not —) exactly for the roles that hold one', () => {
    const holding = rows.filter(({ value }) => !value.startsWith('—')).map(({ role }) => role);
    expect(holding).toEqual(rolesWith('holdsValue'));
  });

  it('"The ten roles": a Playwright tool to act with exactly for the roles an agent acts on', () => {
    const actedOn = rows.filter(({ actsWith }) => actsWith.startsWith('`browser_')).map(({ role }) => role);
    expect(actedOn).toEqual(rolesWith('actedOn'));
  });

  it('"The ten roles": clicked alone exactly for the roles named from their text', () => {
    const clicked = rows.filter(({ actsWith }) => actsWith === '`browser_click`').map(({ role }) => role);
    expect(clicked).toEqual(rolesWith('namedFromText'));
  });

  it('"The ten roles": used as scope exactly for the containers', () => {
    const scopes = rows.filter(({ actsWith }) => actsWith === '(use as `scope`)').map(({ role }) => role);
    expect(scopes).toEqual(rolesWith('container'));
  });

  it('"Values" has a row for each role that holds a value, and one "always" row for the rest', () => {
    const valueRows = tableAfter('## 8. Values');
    const none = valueRows.filter(([, value]) => value === '—');
    expect(none).toHaveLength(1);
    expect(sorted(rolesIn(none[0]![0]!))).toEqual(sorted(rolesWithout('holdsValue')));
    const holding = valueRows.filter(([, value]) => value !== '—').flatMap(([role]) => rolesIn(role!));
    expect(sorted(holding)).toEqual(sorted(rolesWith('holdsValue')));
  });

  it('the prose lists of roles name the same roles as the table', () => {
    const noValue = /for (`navigation`[^.]*?) no `value` is ever reported/.exec(design);
    expect(sorted(rolesIn(noValue![1]!))).toEqual(sorted(rolesWithout('holdsValue')));

    const clickable = /\*\*Clickable hints holding hints\.\*\* A ([^.]*?) hint that holds/.exec(design);
    expect(sorted(rolesIn(clickable![1]!))).toEqual(sorted(rolesWith('namedFromText')));

    const actedOn = [...design.matchAll(/a hint an agent acts on \(([^)]*)\)/g)];
    expect(actedOn.length).toBeGreaterThan(0);
    for (const [, list] of actedOn) expect(sorted(rolesIn(list!))).toEqual(sorted(rolesWith('actedOn')));
  });
});
