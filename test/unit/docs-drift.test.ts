// The docs keep up with the code: every variable the server reads and every field its tools answer
// with is documented, and every link in the front door and the docs leads somewhere.

import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../../src/config/config.js';
import { TOOLS } from '../../src/tools/index.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

/** The documents a reader follows links through. */
const DOCUMENTS = ['README.md', 'CONTRIBUTING.md', ...readdirSync(join(ROOT, 'docs')).map((name) => `docs/${name}`)];

/** Every property name anywhere in a JSON schema: nested objects, arrays, unions and records. */
function propertyNames(schema: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const part of schema) propertyNames(part, names);
  else if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema as Record<string, unknown>)) {
      if (key === 'properties' && value && typeof value === 'object')
        for (const name of Object.keys(value)) names.add(name);
      propertyNames(value, names);
    }
  }
  return names;
}

/** The text of a markdown document outside its fenced code blocks. */
const prose = (markdown: string): string => markdown.replace(/^```[\s\S]*?^```/gm, '');

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchorsIn(markdown: string): Set<string> {
  return new Set([...prose(markdown).matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => anchorOf(heading!)));
}

/** The relative links of a document: [text](target), skipping web addresses. */
function linksIn(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target!)
    .filter((target) => !/^[a-z]+:/i.test(target));
}

it('documents, in docs/configuration.md, every environment variable src/config/config.ts reads', () => {
  const seen = new Set<string>();
  const env: Record<string, string | undefined> = new Proxy(
    {},
    {
      get: (_target, name) => {
        if (typeof name === 'string') seen.add(name);
        return undefined;
      },
    },
  );
  loadConfig(env);
  expect(seen.size).toBeGreaterThan(5);
  const documented = read('docs/configuration.md');
  expect([...seen].filter((name) => !documented.includes(`\`${name}\``))).toEqual([]);
});

it("documents, in docs/output-format.md, every field of the tools' output schemas", () => {
  const documented = read('docs/output-format.md');
  const missing = TOOLS.flatMap((tool) =>
    [...propertyNames(z.toJSONSchema(tool.outputSchema, { target: 'draft-7', io: 'output' }))]
      .filter((field) => !documented.includes(`\`${field}\``))
      .map((field) => `${tool.name}: ${field}`),
  );
  expect(missing).toEqual([]);
  // The delta's own fields are among those checked.
  const snapshotFields = propertyNames(
    z.toJSONSchema(TOOLS.find((tool) => tool.name === 'semantic_snapshot')!.outputSchema, { io: 'output' }),
  );
  for (const field of ['delta', 'added', 'removed', 'kept', 'changed', 'ids', 'allExcept', 'after', 'order', 'full'])
    expect(snapshotFields).toContain(field);
});

describe('every link in the README, CONTRIBUTING.md and docs/ resolves', () => {
  it.each(DOCUMENTS)('%s', (document) => {
    const broken: string[] = [];
    const links = linksIn(read(document));
    for (const link of links) {
      const [path, anchor] = link.split('#') as [string, string | undefined];
      const target = path === '' ? document : relative(ROOT, join(ROOT, dirname(document), path));
      if (!existsSync(join(ROOT, target))) broken.push(`${link}: no file ${target}`);
      else if (anchor !== undefined && !anchorsIn(read(target)).has(anchor))
        broken.push(`${link}: no heading #${anchor} in ${target}`);
    }
    expect(broken).toEqual([]);
  });

  it('finds the links it checks', () => {
    expect(linksIn(read('README.md')).filter((link) => link.startsWith('docs/')).length).toBeGreaterThan(5);
    expect(anchorOf('The delta: `changes: true`')).toBe('the-delta-changes-true');
  });
});

describe('references/hint-design.md says what the rulings decide, in the section each belongs to', () => {
  const design = read('references/hint-design.md');
  /** The text of the section under `heading` (e.g. `### 5.6 Under a modal`), up to the next heading as high. */
  const section = (heading: string): string => {
    const level = heading.indexOf(' ');
    const start = design.indexOf(`\n${heading}\n`);
    if (start === -1) throw new Error(`hint-design.md has no heading ${heading}`);
    const rest = design.slice(start + heading.length + 2);
    const next = rest.search(new RegExp(`^#{1,${level}} `, 'm'));
    return (next === -1 ? rest : rest.slice(0, next)).replace(/\s+/g, ' ');
  };

  it('5.6: a modal is one layer outside which every visible hint is out of use, and nothing less', () => {
    const modal = section('### 5.6 Under a modal');
    expect(modal).toContain('A modal is one layer outside which every visible hint is out of use');
    expect(modal).toContain('An **uncovered `inert` page around a dialog** makes that dialog the modal');
    expect(modal).toContain(
      '`aria-modal="true"` over a page that nothing covers and that is not `inert` shuts nothing out',
    );
    expect(modal).toContain('`modal` never names them');
  });

  it('7: what Chromium names from its content is named by it before its title', () => {
    const names = section('## 7. Names');
    const rows = [...names.matchAll(/\| (\d) \| ([^|]*)\|/g)].map(
      ([, n, source]) => [Number(n), source!.trim()] as const,
    );
    const content = rows.find(([, source]) => source.startsWith('For an element Chromium names from its content'));
    const title = rows.find(([, source]) => source === '`title`');
    expect(content && title && content[0] < title[0]).toBe(true);
    expect(names).toContain('the content comes before `title`');
    expect(section('## 16. Summary of the reading rules')).toContain(
      'alt → content (for what Chromium names from content) → title',
    );
  });

  it('8: a switch or radio with aria-checked="mixed" reads false, and undefined tokens say nothing', () => {
    const values = section('## 8. Values');
    expect(values).toContain('`"mixed"` is neither on a checkbox (no value) and `false` on a switch or radio');
    expect(values).toContain('`aria-expanded="undefined"` is no state, not `true`');
  });

  it('10: out of use by what the browser enforces, and what does not count', () => {
    const enabled = section('## 10. `enabled`');
    for (const rule of [
      'once it is scrolled into view',
      'never by scrolling the page',
      "never by probing the viewport's own points",
      'covers the **whole viewport**',
      'an element with `pointer-events: none` covers nothing',
      'a partial cover (a sticky header, a toast, a chat bubble) puts out of use only the `aria-hidden` hints it covers',
    ])
      expect(enabled).toContain(rule);
  });

  it('12: names never carry a secret', () => {
    expect(section('## 12. Secrets')).toContain('A name never carries a secret either');
  });
});
