// The editors that write hints into an app's files (src/source/edit/) and the plan that merges the
// review's suggestions per source place (src/source/plan.ts), on small sources: what is written,
// where, and what is reported instead. Each edit is parsed again by the same parser it came from.

import * as vueCompilerSfc from '@vue/compiler-sfc';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { editHtml } from '../../src/source/edit/html.js';
import { editJsx } from '../../src/source/edit/jsx.js';
import type { EditRequest } from '../../src/source/edit/request.js';
import { editVue } from '../../src/source/edit/vue.js';
import { parseJsx } from '../../src/source/locate/mark-jsx.js';
import { markHtml } from '../../src/source/locate/mark-html.js';
import { markJsx } from '../../src/source/locate/mark-jsx.js';
import { markVue } from '../../src/source/locate/mark-vue.js';
import { planEdits } from '../../src/source/plan.js';
import { rowCallers, vueRowCallers } from '../../src/source/row-callers.js';
import type { HintSuggestion } from '../../src/page/types.js';
import type { VueCompiler } from '../../src/source/vue-compiler.js';

const vue = vueCompilerSfc as unknown as VueCompiler;
const MUI_9 = new Map([['@mui/material', 9]]);
const MUI_5 = new Map([['@mui/material', 5]]);

function request(
  line: number,
  column: number,
  set: Record<string, string>,
  extra: Partial<EditRequest> = {},
): EditRequest {
  return { line, column, set, into: 'element', replace: false, ...extra };
}

const ROLE_ID = (id: string, role = 'action') => ({ 'data-semtag-id': id, 'data-semtag-role': role });

describe('JSX editor', () => {
  it('adds the attributes right after the tag name and keeps the rest of the line', () => {
    const code = `export const A = () => <button type="button" onClick={go}>Save</button>;\n`;
    const { code: out, outcomes } = editJsx(code, 'a.tsx', [request(1, 24, ROLE_ID('form.save'))], MUI_9);
    expect(out).toBe(
      `export const A = () => <button data-semtag-id="form.save" data-semtag-role="action" type="button" onClick={go}>Save</button>;\n`,
    );
    expect(outcomes).toEqual([{ written: ['data-semtag-id="form.save"', 'data-semtag-role="action"'], kept: [] }]);
    expect(() => parseJsx(out, 'a.tsx')).not.toThrow();
  });

  it('puts each attribute on a line of its own when the tag spreads its attributes over lines', () => {
    const code = ['const A = () => (', '  <input', '    name="q"', '    value={q}', '  />', ');', ''].join('\n');
    const { code: out } = editJsx(code, 'a.jsx', [request(2, 3, ROLE_ID('search.q', 'input'))], MUI_9);
    expect(out.split('\n').slice(1, 5)).toEqual([
      '  <input',
      '    data-semtag-id="search.q"',
      '    data-semtag-role="input"',
      '    name="q"',
    ]);
  });

  it("writes after a generic component's type arguments", () => {
    const code = `const A = () => <List<Book> items={books} />;\n`;
    const { code: out } = editJsx(code, 'a.tsx', [request(1, 17, ROLE_ID('books', 'collection'))], MUI_9);
    expect(out).toBe(
      `const A = () => <List<Book> data-semtag-id="books" data-semtag-role="collection" items={books} />;\n`,
    );
    expect(() => parseJsx(out, 'a.tsx')).not.toThrow();
  });

  it('quotes a label holding a quote as a string expression', () => {
    const code = `const A = () => <button onClick={go}><Icon /></button>;\n`;
    const { code: out } = editJsx(code, 'a.tsx', [request(1, 17, { 'aria-label': 'Say "hi"' })], MUI_9);
    expect(out).toContain(`<button aria-label={"Say \\"hi\\""} onClick={go}>`);
  });

  it("builds a .map() row's item id from the row's key", () => {
    const code = [
      'const L = () => (',
      '  <ul>',
      '    {rows.map((row) => (',
      '      <li key={row.sku}>',
      '        <button onClick={() => add(row)}>Add</button>',
      '      </li>',
      '    ))}',
      '  </ul>',
      ');',
      '',
    ].join('\n');
    const item = { prefix: 'cart.list', suffix: '.add', distinct: 2 };
    const { code: out } = editJsx(code, 'l.tsx', [request(5, 9, ROLE_ID('cart.list.item.tea.add'), { item })], MUI_9);
    expect(out).toContain('<button data-semtag-id={`cart.list.item.${row.sku}.add`} data-semtag-role="action" onClick');
    const { code: onRow } = editJsx(
      code,
      'l.tsx',
      [request(4, 7, ROLE_ID('cart.list.item.tea', 'option'), { item: { ...item, suffix: '' } })],
      MUI_9,
    );
    expect(onRow).toContain(
      '<li data-semtag-id={`cart.list.item.${row.sku}`} data-semtag-role="option" key={row.sku}>',
    );
  });

  it('reports rows whose .map() has no key, and rows whose .map() is in another file', () => {
    const code = 'const L = () => <ul>{rows.map((row) => <li><b onClick={go}>{row.name}</b></li>)}</ul>;\n';
    const item = { prefix: 'list', suffix: '', distinct: 2 };
    const noKey = editJsx(code, 'l.tsx', [request(1, 44, ROLE_ID('list.item.a'), { item })], MUI_9);
    expect(noKey.code).toBe(code);
    expect(noKey.outcomes[0]!.problem).toMatch(/no key prop/);
    const row = 'export const Row = ({ title }: { title: string }) => <li onClick={go}>{title}</li>;\n';
    const elsewhere = editJsx(row, 'row.tsx', [request(1, 54, ROLE_ID('list.item.a'), { item })], MUI_9);
    expect(elsewhere.code).toBe(row);
    expect(elsewhere.outcomes[0]!.problem).toMatch(/\.map\(\) is in another file/);
    // One row seen, outside any list: its id is written as it is.
    const single = editJsx(
      row,
      'row.tsx',
      [request(1, 54, ROLE_ID('list.item.a'), { item: { ...item, distinct: 1 } })],
      MUI_9,
    );
    expect(single.code).toContain('<li data-semtag-id="list.item.a"');
  });

  it("passes a MUI TextField's hints on to its input through slotProps.htmlInput, or inputProps before v6", () => {
    const code = `import TextField from '@mui/material/TextField';\nconst F = () => <TextField label="City" />;\n`;
    const into = { into: 'input' as const };
    const v9 = editJsx(code, 'f.tsx', [request(2, 17, ROLE_ID('ship.city', 'input'), into)], MUI_9);
    expect(v9.code).toContain(
      `<TextField slotProps={{ htmlInput: { "data-semtag-id": "ship.city", "data-semtag-role": "input" } }} label="City" />`,
    );
    const v5 = editJsx(code, 'f.tsx', [request(2, 17, ROLE_ID('ship.city', 'input'), into)], MUI_5);
    expect(v5.code).toContain(
      `<TextField inputProps={{ "data-semtag-id": "ship.city", "data-semtag-role": "input" }} label="City" />`,
    );
  });

  it('adds to slotProps the component already has, and reports a component it does not know', () => {
    const code = [
      `import { TextField, Rating } from '@mui/material';`,
      `const F = () => <TextField slotProps={{ htmlInput: { maxLength: 5 } }} />;`,
      `const G = () => <TextField slotProps={{ inputLabel: { shrink: true } }} />;`,
      `const H = () => <Rating />;`,
      '',
    ].join('\n');
    const into = { into: 'input' as const };
    const { code: out, outcomes } = editJsx(
      code,
      'f.tsx',
      [
        request(2, 17, ROLE_ID('a', 'input'), into),
        request(3, 17, ROLE_ID('b', 'input'), into),
        request(4, 17, ROLE_ID('c', 'input'), into),
      ],
      MUI_9,
    );
    expect(out).toContain(`htmlInput: { "data-semtag-id": "a", "data-semtag-role": "input", maxLength: 5 }`);
    expect(out).toContain(
      `slotProps={{ htmlInput: { "data-semtag-id": "b", "data-semtag-role": "input" }, inputLabel: { shrink: true } }}`,
    );
    expect(out).toContain('const H = () => <Rating />;');
    expect(outcomes[2]!.problem).toMatch(/<Rating> from @mui\/material/);
  });

  it('leaves an existing hint alone unless asked to replace it, and writes nothing twice', () => {
    const code = `const A = () => <button data-semtag-id="old.save" onClick={go}>Save</button>;\n`;
    const ask = request(1, 17, ROLE_ID('form.save'));
    const once = editJsx(code, 'a.tsx', [ask], MUI_9);
    expect(once.code).toBe(
      `const A = () => <button data-semtag-role="action" data-semtag-id="old.save" onClick={go}>Save</button>;\n`,
    );
    expect(once.outcomes[0]!.kept).toEqual(['data-semtag-id="old.save"']);
    const twice = editJsx(once.code, 'a.tsx', [ask], MUI_9);
    expect(twice.code).toBe(once.code);
    const replaced = editJsx(code, 'a.tsx', [{ ...ask, replace: true }], MUI_9);
    expect(replaced.code).toContain('data-semtag-id="form.save"');
    expect(replaced.code).not.toContain('old.save');
  });

  it('reports a place where no element starts', () => {
    const { outcomes } = editJsx('const A = () => <b />;\n', 'a.tsx', [request(9, 1, ROLE_ID('x'))], MUI_9);
    expect(outcomes[0]!.problem).toBe('no JSX element starts at a.tsx:9:1');
  });
});

describe('rows drawn by a component of their own file', () => {
  const CARD = [
    "import type { Job } from './types';",
    'export default function JobCard({ job, onOpen }: { job: Job; onOpen: (id: string) => void }) {',
    '  return <div className="card" onClick={() => onOpen(job.id)}>{job.title}</div>;',
    '}',
    '',
  ].join('\n');
  const item = { prefix: 'jobs', suffix: '', distinct: 2 };
  let app: string;
  beforeEach(async () => {
    app = await mkdtemp(join(tmpdir(), 'semantic-hints-rows-'));
    await mkdir(join(app, 'src/components'), { recursive: true });
    await writeFile(join(app, 'src/components/JobCard.tsx'), CARD);
  });
  afterEach(() => rm(app, { recursive: true, force: true }));

  const cardEdit = (card = CARD, line = 3, column = 10) =>
    editJsx(
      card,
      'src/components/JobCard.tsx',
      [request(line, column, ROLE_ID('jobs.item.a'), { item })],
      MUI_9,
      rowCallers(app),
    );

  it('builds the item id from the prop that carries the row, in the file that renders the list', async () => {
    await writeFile(
      join(app, 'src/Jobs.tsx'),
      "import JobCard from './components/JobCard';\nexport const Jobs = () => <>{jobs.map((job) => <JobCard key={job.id} job={job} onOpen={open} />)}</>;\n" +
        // A second list, keyed through the same prop from a record one level down.
        'export const Saved = () => <>{saved.map((s) => <JobCard key={s.job.id} job={s.job} onOpen={open} />)}</>;\n',
    );
    const { code, outcomes } = cardEdit();
    expect(outcomes[0]!.problem).toBeUndefined();
    expect(code).toContain('<div data-semtag-id={`jobs.item.${job.id}`} data-semtag-role="action" className="card"');
    expect(() => parseJsx(code, 'a.tsx')).not.toThrow();
  });

  it('reads the key through the props object, a prop holding the key itself, or a spread record', async () => {
    const card = 'export const Row = (props: { rowId: string }) => <li onClick={go}>{props.rowId}</li>;\n';
    await writeFile(join(app, 'src/components/JobCard.tsx'), card);
    await writeFile(
      join(app, 'src/List.tsx'),
      "import { Row } from '@/components/JobCard';\nexport const L = () => <ul>{rows.map((r) => { return <Row key={r.sku} rowId={r.sku} />; })}</ul>;\n",
    );
    expect(cardEdit(card, 1, 50).code).toContain('data-semtag-id={`jobs.item.${props.rowId}`}');
    const spread = 'export const Row = ({ sku, name }: Item) => <li onClick={go}>{name}</li>;\n';
    await writeFile(join(app, 'src/components/JobCard.tsx'), spread);
    await writeFile(
      join(app, 'src/List.tsx'),
      "import { Row as Line } from './components/JobCard.tsx';\nexport const L = () => <ul>{rows.map((r) => <Line key={r.sku} {...r} />)}</ul>;\n",
    );
    expect(cardEdit(spread, 1, 45).code).toContain('data-semtag-id={`jobs.item.${sku}`}');
  });

  it('finds the component through memo() and an anonymous default export', async () => {
    await writeFile(
      join(app, 'src/Jobs.tsx'),
      "import JobCard from './components/JobCard';\nexport const Jobs = () => <>{jobs.map((job) => <JobCard key={job.id} job={job} />)}</>;\n",
    );
    const memo = 'const Card = memo(({ job }: P) => <div onClick={go}>{job.title}</div>);\nexport default Card;\n';
    expect(cardEdit(memo, 1, 35).code).toContain('data-semtag-id={`jobs.item.${job.id}`}');
    // The row around the component keys it: <li key={job.id}><JobCard job={job} /></li>.
    await writeFile(
      join(app, 'src/Jobs.tsx'),
      "import JobCard from './components/JobCard';\nexport const Jobs = () => <ul>{jobs.map((job) => <li key={job.id}><JobCard job={job} /></li>)}</ul>;\n",
    );
    const anonymous = 'export default function ({ job }: P) {\n  return <div onClick={go}>{job.title}</div>;\n}\n';
    expect(cardEdit(anonymous, 2, 10).code).toContain('data-semtag-id={`jobs.item.${job.id}`}');
  });

  it('reports a row whose key no prop carries, and lists that key their rows through different props', async () => {
    await writeFile(
      join(app, 'src/Jobs.tsx'),
      "import JobCard from './components/JobCard';\nexport const Jobs = () => <>{jobs.map((job) => <JobCard key={job.id} title={job.title} />)}</>;\n",
    );
    const unkeyed = cardEdit();
    expect(unkeyed.code).toBe(CARD);
    expect(unkeyed.outcomes[0]!.problem).toMatch(/no prop of the row carries its key/);
    await writeFile(
      join(app, 'src/Jobs.tsx'),
      "import JobCard from './components/JobCard';\nexport const Jobs = () => <>{jobs.map((job) => <JobCard key={job.id} job={job} />)}</>;\n" +
        'export const Saved = () => <>{saved.map((s) => <JobCard key={s.ref} job={s} />)}</>;\n',
    );
    expect(cardEdit().outcomes[0]!.problem).toMatch(/different props/);
  });
});

describe('Vue editor', () => {
  const sfc = [
    '<template>',
    '  <ul>',
    '    <li v-for="book in books" :key="book.isbn">',
    '      <button @click="remove(book)">Remove</button>',
    '    </li>',
    '  </ul>',
    '</template>',
    '',
  ].join('\n');

  it("binds a v-for row's item id from the loop's :key", () => {
    const item = { prefix: 'books', suffix: '.remove', distinct: 2 };
    const { code } = editVue(vue, sfc, 'a.vue', [
      request(4, 7, ROLE_ID('books.item.x.remove'), { item }),
      request(2, 3, ROLE_ID('books', 'collection')),
    ]);
    expect(code).toContain('<ul data-semtag-id="books" data-semtag-role="collection">');
    expect(code).toContain(
      '<button :data-semtag-id="`books.item.${book.isbn}.remove`" data-semtag-role="action" @click',
    );
    expect(vue.parse(code).descriptor.template?.ast).toBeDefined();
    // Idempotent: the bound id is recognised as the same attribute.
    expect(editVue(vue, code, 'a.vue', [request(4, 7, ROLE_ID('books.item.x.remove'), { item })]).code).toBe(code);
  });

  it('keeps an existing hint and reports a v-for with no key', () => {
    const kept = editVue(vue, '<template><a data-semtag-id="home" href="/">Home</a></template>\n', 'a.vue', [
      request(1, 11, { 'data-semtag-id': 'nav.home' }),
    ]);
    expect(kept.outcomes[0]!.kept).toEqual(['data-semtag-id="home"']);
    const noKey = editVue(vue, '<template><li v-for="b in books">{{ b }}</li></template>\n', 'a.vue', [
      request(1, 11, ROLE_ID('books.item.x'), { item: { prefix: 'books', suffix: '', distinct: 2 } }),
    ]);
    expect(noKey.outcomes[0]!.problem).toMatch(/no :key/);
  });
});

describe('Vue rows drawn by a component of their own', () => {
  const ROW = [
    '<script setup>',
    'defineProps({ book: { type: Object, required: true } });',
    '</script>',
    '<template>',
    '  <li>',
    '    <button type="button">Remove</button>',
    '  </li>',
    '</template>',
    '',
  ].join('\n');
  const item = { prefix: 'books', suffix: '.remove', distinct: 2 };
  let app: string;
  beforeEach(async () => {
    app = await mkdtemp(join(tmpdir(), 'semantic-hints-vue-rows-'));
    await mkdir(join(app, 'src'), { recursive: true });
  });
  afterEach(() => rm(app, { recursive: true, force: true }));

  const rowEdit = (row = ROW) =>
    editVue(
      vue,
      row,
      'src/BookRow.vue',
      [request(6, 5, ROLE_ID('books.item.x.remove'), { item })],
      vueRowCallers(app, vue),
    );

  it('binds the item id from the prop that carries the row, in the template that loops over it', async () => {
    await writeFile(
      join(app, 'src/App.vue'),
      '<template><ul><book-row v-for="b in books" :key="b.isbn" :book="b" /></ul></template>\n',
    );
    const { code, outcomes } = rowEdit();
    expect(outcomes[0]!.problem).toBeUndefined();
    expect(code).toContain('<button :data-semtag-id="`books.item.${book.isbn}.remove`" data-semtag-role="action" type');
    expect(vue.parse(code).descriptor.template?.ast).toBeDefined();
  });

  it('reports a row whose component does not declare the prop that carries its key', async () => {
    await writeFile(
      join(app, 'src/App.vue'),
      '<template><ul><BookRow v-for="b in books" :key="b.isbn" :book="b" /></ul></template>\n',
    );
    const undeclared = rowEdit(
      ROW.replace('defineProps({ book: { type: Object, required: true } });', 'defineProps({ title: String });'),
    );
    expect(undeclared.outcomes[0]!.problem).toMatch(/no prop of the row carries its key/);
  });
});

describe('HTML editor', () => {
  it('adds attributes after the tag name, escapes quotes, and keeps existing hints', () => {
    const code = '<main>\n  <button type="submit">Go</button>\n  <a data-semtag-id="home" href="/">Home</a>\n</main>\n';
    const { code: out, outcomes } = editHtml(code, 'index.html', [
      request(2, 3, { ...ROLE_ID('form.go'), 'aria-label': 'Go "now"' }),
      request(3, 3, { 'data-semtag-id': 'nav.home', 'data-semtag-role': 'navigation' }),
    ]);
    expect(out).toBe(
      '<main>\n  <button data-semtag-id="form.go" data-semtag-role="action" aria-label="Go &quot;now&quot;" type="submit">Go</button>\n  <a data-semtag-role="navigation" data-semtag-id="home" href="/">Home</a>\n</main>\n',
    );
    expect(outcomes[1]!.kept).toEqual(['data-semtag-id="home"']);
  });
});

describe('locating marks', () => {
  it('mark each element with where its opening tag starts, first among its attributes', () => {
    const jsx = markJsx('const A = () => <>\n  <b {...props}>x</b>\n</>;\n', 'src/a.tsx')!.code;
    expect(jsx).toContain('<b data-hint-source="src/a.tsx:2:3" {...props}>');
    expect(jsx).toContain('<>');
    // A generic component's type arguments stay with its name.
    const generic = markJsx('const A = () => <List<Book, Id> items={books} />;\n', 'src/a.tsx')!.code;
    expect(generic).toContain('<List<Book, Id> data-hint-source="src/a.tsx:1:17" items={books} />');
    expect(() => parseJsx(generic, 'src/a.tsx')).not.toThrow();
    const vueCode = markVue(
      vue,
      '<template>\n  <div><template v-if="a"><p>x</p></template></div>\n</template>\n',
      'a.vue',
    )!.code;
    expect(vueCode).toContain('<div data-hint-source="a.vue:2:3"><template v-if="a"><p data-hint-source="a.vue:2:27">');
    expect(markHtml('<!doctype html>\n<body>\n<p>x</p>\n</body>\n', 'i.html')).toBe(
      '<!doctype html>\n<body data-hint-source="i.html:2:1">\n<p data-hint-source="i.html:3:1">x</p>\n</body>\n',
    );
  });

  it("leave a routed page's root its own mark: no mark on the dynamic component a router view renders", () => {
    // On a component the mark falls through to its root and wins there: on the router view's
    // <component :is>, it would name App.vue for every page's root, where one hint reaches them all.
    const code = markVue(
      vue,
      [
        '<template>',
        '  <router-view v-slot="{ Component }"><transition><component :is="Component" class="page" /></transition></router-view>',
        '  <component :is="icon" class="icon" />',
        '</template>',
        '',
      ].join('\n'),
      'App.vue',
    )!.code;
    expect(code).toContain('<component :is="Component" class="page" />');
    expect(code).toContain('<component data-hint-source="App.vue:3:3" :is="icon" class="icon" />');
  });
});

describe('plan', () => {
  const suggestion = (place: string, set: Record<string, string>): HintSuggestion => ({
    place,
    gap: 'unhinted',
    set,
    why: 'test',
  });
  const at = (source: string, self = true) => ({ source, self, field: false, found: true });

  it('merges the rows of one source element into one item edit, and reports what cannot be placed', () => {
    const { edits, unplaced } = planEdits(
      [
        {
          url: 'http://127.0.0.1/',
          suggestions: [
            suggestion('li:nth-of-type(1) > button', ROLE_ID('cart.item.tea.add')),
            suggestion('li:nth-of-type(2) > button', ROLE_ID('cart.item.coffee.add')),
            suggestion('div > span', ROLE_ID('menu.more')),
            suggestion('#gone', ROLE_ID('gone')),
            suggestion('[role=group] > div', { ...ROLE_ID('pay.card', 'option'), 'aria-pressed': 'false' }),
          ],
          locations: [
            at('src/L.tsx:5:9'),
            at('src/L.tsx:5:9'),
            at('src/M.tsx:2:1', false),
            { self: false, field: false, found: false },
            at('src/P.tsx:3:3'),
          ],
        },
      ],
      false,
    );
    expect(edits.map(({ place, request: { set, item } }) => ({ place, set, item }))).toEqual([
      {
        place: { file: 'src/L.tsx', line: 5, column: 9 },
        set: ROLE_ID('cart.item.tea.add'),
        item: { prefix: 'cart', suffix: '.add', distinct: 2 },
      },
      { place: { file: 'src/P.tsx', line: 3, column: 3 }, set: ROLE_ID('pay.card', 'option'), item: undefined },
    ]);
    expect(
      unplaced.map(({ place, set, reason }) => ({ place, set: Object.keys(set), reason: reason.split(':')[0] })),
    ).toEqual([
      {
        place: 'div > span',
        set: ['data-semtag-id', 'data-semtag-role'],
        reason: "it is rendered by code outside the app's files, inside the element at src/M.tsx",
      },
      {
        place: '#gone',
        set: ['data-semtag-id', 'data-semtag-role'],
        reason: 'no single element is at this place when the page is opened again',
      },
      { place: '[role=group] > div', set: ['aria-pressed'], reason: "a state attribute must follow the app's state" },
    ]);
  });

  it('reports one source element given different plain ids instead of writing one of them', () => {
    const { edits, unplaced } = planEdits(
      [
        {
          url: 'http://127.0.0.1/a',
          suggestions: [suggestion('p', ROLE_ID('shipping.city', 'input'))],
          locations: [at('src/F.tsx:1:1')],
        },
        {
          url: 'http://127.0.0.1/b',
          suggestions: [suggestion('p', ROLE_ID('billing.city', 'input'))],
          locations: [at('src/F.tsx:1:1')],
        },
      ],
      false,
    );
    expect(edits).toEqual([]);
    expect(unplaced.map(({ reason }) => reason)).toEqual([
      expect.stringMatching(/different data-semtag-id values \(shipping\.city, billing\.city\)/),
      expect.stringMatching(/different data-semtag-id values/),
    ]);
  });

  it('writes a button that a click in one state showed moving to another screen as that navigation', () => {
    const open = { ...ROLE_ID('jobs.open', 'navigation'), 'data-semtag-target': 'jobs.detail' };
    const { edits, unplaced } = planEdits(
      [
        {
          url: 'http://127.0.0.1/jobs',
          suggestions: [suggestion('main > button', { ...ROLE_ID('jobs.open'), 'data-semtag-action': 'open' })],
          locations: [at('src/J.tsx:4:7')],
        },
        {
          url: 'http://127.0.0.1/jobs',
          suggestions: [suggestion('main > button', open)],
          locations: [at('src/J.tsx:4:7')],
        },
      ],
      false,
    );
    expect(edits.map(({ request: { set } }) => set)).toEqual([open]);
    expect(unplaced).toEqual([]);
  });
});
