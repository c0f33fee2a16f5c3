// The reference docs are generated from the definitions and from real output: check they are current.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import {
  EXAMPLE_PAGE,
  renderExample,
  renderToolsReference,
  renderVariablesTable,
} from '../../scripts/generate-tool-docs.js';
import { gapKindsTable } from '../../src/messages/gap-kinds.js';
import { connectTestBrowser, snapshotOf } from '../support/browser.js';
import type { TestBrowser } from '../support/browser.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string): string => readFileSync(`${ROOT}${path}`, 'utf8');

function section(name: string, document: string): string {
  const match = new RegExp(`<!-- ${name}:start -->\\n([\\s\\S]*?)\\n<!-- ${name}:end -->`).exec(document);
  if (!match) throw new Error(`The document has no ${name} section`);
  return match[1]!;
}

let tb: TestBrowser;
beforeAll(async () => {
  tb = await connectTestBrowser();
});
afterAll(async () => tb.close());

it('references/tools.md matches the tool definitions (npm run docs regenerates it)', () => {
  expect(read('references/tools.md')).toBe(renderToolsReference());
});

it("hint-design.md's table of gap kinds matches src/messages/gap-kinds.ts", () => {
  expect(section('gap-kinds', read('references/hint-design.md'))).toBe(gapKindsTable());
});

it("docs/configuration.md's table of variables matches src/config/config.ts", () => {
  expect(section('variables', read('docs/configuration.md'))).toBe(renderVariablesTable());
});

it("docs/output-format.md's example output is what the extractor produces for the example page today", async () => {
  const page = await tb.newPage(`${inject('fixtureOrigin')}${EXAMPLE_PAGE}`);
  expect(section('example', read('docs/output-format.md'))).toBe(
    renderExample(await snapshotOf(page), inject('fixtureOrigin')),
  );
});

/**
 * The examples of hint-design.md that show markup, then the entries of one role group it gives
 * (`"select":[…]`): each pair, as the rulebook app teams follow it by.
 */
function groupExamples(): Array<{ html: string; groups: Record<string, Array<Record<string, unknown>>> }> {
  const design = read('references/hint-design.md');
  const blocks = [...design.matchAll(/```(\w*)\n([\s\S]*?)```/g)].map(([, lang, body]) => ({ lang, body: body! }));
  return blocks.flatMap((block, i) => {
    const next = blocks[i + 1];
    if (block.lang !== 'html' || next?.lang !== 'json' || !/^"\w+":\[/.test(next.body)) return [];
    return [{ html: block.body, groups: JSON.parse(`{${next.body}}`) }];
  });
}

it("hint-design.md's markup examples give the entries it shows", async () => {
  const examples = groupExamples();
  expect(examples.length).toBeGreaterThan(10);
  const page = await tb.newPage(`${inject('fixtureOrigin')}/fixtures/blank.html`);
  for (const { html, groups } of examples) {
    await page.evaluate((markup) => {
      document.body.innerHTML = markup;
    }, html);
    const snapshot = (await snapshotOf(page)) as unknown as Record<string, unknown>;
    for (const [group, entries] of Object.entries(groups)) {
      expect(snapshot[group], html).toEqual(entries);
    }
  }
});
