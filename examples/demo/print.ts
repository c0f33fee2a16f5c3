// Terminal output for the demo: each step's call, its (abbreviated) result, the token
// comparison beside each snapshot, and the verdict. Plain text when stdout is not a terminal
// or NO_COLOR is set.

import type { StepResult, ToolCall } from './script.js';

export interface TokenComparison {
  /** What was measured, e.g. "/products" or "products.grid (scope)". */
  label: string;
  semantic: number;
  playwright: number;
}

export interface PrinterOptions {
  write(text: string): void;
  color: boolean;
  /** Wrap width in columns. */
  width: number;
  /** Print every result in full instead of abbreviating long ones. */
  full: boolean;
  /** The app's origin, left out of URLs to keep lines short. */
  appUrl?: string;
}

const ANSI = { bold: 1, dim: 2, red: 31, green: 32, yellow: 33, blue: 34, magenta: 35, cyan: 36, gray: 90 } as const;
type Style = keyof typeof ANSI;

/** Results up to this many characters are printed as they are; longer snapshots are summarised. */
const RAW_LIMIT = 700;
const MAX_ROWS = 4;
const MAX_GROUP_LINES = 2;
const INDENT = '     ';

export function colorWanted(stream: { isTTY?: boolean }): boolean {
  if (process.env['NO_COLOR'] !== undefined && process.env['NO_COLOR'] !== '') return false;
  const force = process.env['FORCE_COLOR'];
  if (force !== undefined && force !== '' && force !== '0' && force !== 'false') return true;
  return stream.isTTY === true;
}

export const fmt = {
  int: (n: number): string => n.toLocaleString('en-US'),
  seconds: (ms: number): string => `${(ms / 1000).toFixed(1)} s`,
  ratio: (big: number, small: number): string => (small > 0 ? `${(big / small).toFixed(1)}×` : '∞'),
};

export class Printer {
  appUrl: string | undefined;

  constructor(private readonly options: PrinterOptions) {
    this.appUrl = options.appUrl;
  }

  // ------------------------------------------------------------ basics

  paint(style: Style | Style[], text: string): string {
    if (!this.options.color) return text;
    const codes = (Array.isArray(style) ? style : [style]).map((s) => ANSI[s]).join(';');
    return `\x1b[${codes}m${text}\x1b[0m`;
  }

  line(text = ''): void {
    this.options.write(`${text}\n`);
  }

  private get width(): number {
    return this.options.width;
  }

  /**
   * Greedy wrap. Prose breaks after spaces; JSON after the commas between its values (so not
   * inside a typed text like "12 Harbour Road"); code is only cut; anything longer than a line
   * is cut.
   */
  wrap(text: string, width: number, mode: 'prose' | 'json' | 'code' = 'prose'): string[] {
    const room = Math.max(20, width);
    const pieces =
      mode === 'code'
        ? [text]
        : mode === 'json'
          ? text
              .split(/(?<=[\]}"\d]|true|false|null),(?=["{[\dtfn-])/)
              .map((p, i, all) => (i < all.length - 1 ? `${p},` : p))
          : text.split(/(?<= )/);
    const lines: string[] = [];
    let current = '';
    for (let piece of pieces) {
      while (piece.length > room) {
        if (current !== '') {
          lines.push(current.trimEnd());
          current = '';
        }
        lines.push(piece.slice(0, room));
        piece = piece.slice(room);
      }
      if (current !== '' && current.length + piece.length > room) {
        lines.push(current.trimEnd());
        current = '';
      }
      current += piece;
    }
    if (current.trim() !== '') lines.push(current.trimEnd());
    return lines;
  }

  private block(lines: string[], style: Style | Style[] = 'dim', prefix = INDENT): void {
    for (const l of lines) this.line(`${prefix}${this.paint(style, l)}`);
  }

  shortUrl(url: string): string {
    return this.appUrl && url.startsWith(this.appUrl) ? url.slice(this.appUrl.length) || '/' : url;
  }

  // ------------------------------------------------------------ frame

  title(title: string): void {
    this.line();
    for (const l of this.wrap(`Semantic Hints demo: ${title}`, this.width)) this.line(this.paint('bold', l));
    this.line();
  }

  /** One line of the setup block: what was started, and where. */
  fact(key: string, value: string, style?: Style): void {
    this.wrap(value, this.width - 12).forEach((l, i) => {
      this.line(`  ${this.paint('gray', (i === 0 ? key : '').padEnd(9))} ${style ? this.paint(style, l) : l}`);
    });
  }

  section(index: number, title: string): void {
    const text = ` ${index}. ${title} `;
    this.line();
    this.line(
      this.paint(['bold', 'blue'], `━━${text}${'━'.repeat(Math.max(3, Math.min(this.width, 78) - text.length - 2))}`),
    );
  }

  step(index: number, title: string, call: ToolCall): void {
    this.line();
    this.line(`${this.paint('bold', String(index).padStart(3))}  ${this.paint('bold', title)}`);
    const who =
      call.server === 'semantic-hints' ? this.paint('magenta', 'semantic-hints') : this.paint('cyan', 'playwright');
    const args = JSON.stringify(call.args);
    const head = `→ ${call.server} › ${call.tool} `;
    const lines = this.wrap(args, this.width - INDENT.length - head.length, 'json');
    const fits = lines.length === 1;
    this.line(`${INDENT}→ ${who} › ${this.paint('bold', call.tool)}${fits ? ` ${lines[0]}` : ''}`);
    if (!fits) for (const l of this.wrap(args, this.width - INDENT.length - 4, 'json')) this.line(`${INDENT}    ${l}`);
  }

  // ------------------------------------------------------------ results

  result(call: ToolCall, result: StepResult): void {
    if (result.isError) {
      const lines = result.text
        .split('\n')
        .filter((l) => l.trim() !== '')
        .slice(0, 6);
      this.line(`${INDENT}${this.paint('yellow', '← error:')}`);
      this.block(
        lines.flatMap((l) => this.wrap(l, this.width - INDENT.length - 2)),
        'yellow',
        `${INDENT}  `,
      );
      return;
    }
    if (call.server === 'playwright') {
      this.playwrightResult(result.text);
      return;
    }
    const raw = result.text;
    const isSnapshot = call.tool === 'semantic_snapshot';
    if (
      this.options.full ||
      !isSnapshot ||
      raw.length <= RAW_LIMIT ||
      typeof result.json !== 'object' ||
      result.json === null
    ) {
      const label = isSnapshot ? `${this.paint('gray', `(${fmt.int(raw.length)} chars)`)} ` : '';
      const lines = this.wrap(raw, this.width - INDENT.length - 2, result.json === undefined ? 'prose' : 'json');
      this.line(`${INDENT}← ${label}${this.paint('dim', lines[0] ?? '')}`);
      this.block(lines.slice(1), 'dim', `${INDENT}  `);
      return;
    }
    this.snapshotSummary(result.json as Record<string, unknown>, raw.length);
  }

  /**
   * Playwright MCP answers in markdown; show the code it ran (if it says), its first line of prose
   * (an error), and where the page is now. Run as recommended (--snapshot-mode none --codegen none),
   * an action that went well answers with nothing, or with the page it led to.
   */
  private playwrightResult(text: string): void {
    const code = /### Ran Playwright code\s*```\w*\n([\s\S]*?)```/.exec(text)?.[1]?.trim();
    const url = /- Page URL: (.*)/.exec(text)?.[1]?.trim();
    const title = /- Page Title: (.*)/.exec(text)?.[1]?.trim();
    const prose = text.split('\n').find((l) => l.trim() !== '' && !l.startsWith('#') && !l.startsWith('- Page '));
    const shown = code ?? prose ?? (url ? 'done' : 'done (no page snapshot, no code)');
    const lines = shown
      .split('\n')
      .flatMap((l) => this.wrap(l, this.width - INDENT.length - 2, code ? 'code' : 'prose'));
    this.line(`${INDENT}← ${this.paint('dim', lines[0] ?? '')}`);
    this.block(lines.slice(1), 'dim', `${INDENT}  `);
    if (url) this.line(`${INDENT}  ${this.paint('gray', `page ${this.shortUrl(url)}${title ? ` · "${title}"` : ''}`)}`);
  }

  private snapshotSummary(snapshot: Record<string, unknown>, chars: number): void {
    const where = [
      typeof snapshot['url'] === 'string' ? this.shortUrl(snapshot['url']) : undefined,
      snapshot['screen'] ? `screen ${String(snapshot['screen'])}` : undefined,
    ]
      .filter(Boolean)
      .join(' · ');
    this.line(`${INDENT}← ${where} ${this.paint('gray', `(${fmt.int(chars)} chars; a summary, --full for all)`)}`);
    const pad = 12;
    const room = this.width - INDENT.length - 2 - pad;
    for (const [group, value] of Object.entries(snapshot)) {
      if (group === 'url' || group === 'screen') continue;
      if (group === 'warning') {
        this.line(`${INDENT}  ${this.paint('yellow', `warning: ${String(value)}`)}`);
        continue;
      }
      if (group === 'collections' && Array.isArray(value)) {
        for (const collection of value as Array<Record<string, unknown>>) this.collectionSummary(collection, pad);
        continue;
      }
      if (!Array.isArray(value)) continue;
      const entries = (value as Array<Record<string, unknown>>).map((entry) => this.entryText(entry));
      let lines = this.wrap(entries.join(', '), room);
      if (lines.length > MAX_GROUP_LINES) {
        const shownText = lines.slice(0, MAX_GROUP_LINES).join(' ');
        const shownCount = entries.filter((e) => shownText.includes(e)).length;
        lines = [
          ...lines.slice(0, MAX_GROUP_LINES - 1),
          `${lines[MAX_GROUP_LINES - 1]} … +${entries.length - shownCount} more`,
        ];
      }
      lines.forEach((l, i) =>
        this.line(`${INDENT}  ${this.paint('gray', (i === 0 ? group : '').padEnd(pad))}${this.paint('dim', l)}`),
      );
    }
  }

  private entryText(entry: Record<string, unknown>): string {
    let text = String(entry['id']);
    if (entry['role'] !== undefined) text += ` (${String(entry['role'])})`;
    if (entry['value'] !== undefined) text += ` = ${JSON.stringify(entry['value'])}`;
    else if (typeof entry['state'] === 'string' && /^(open|closed)$/.test(entry['state']))
      text += ` [${entry['state']}]`;
    if (entry['enabled'] === false) text += ' [disabled]';
    if (entry['visible'] === false) text += ' [hidden]';
    return text;
  }

  private collectionSummary(collection: Record<string, unknown>, pad: number): void {
    const fields = Array.isArray(collection['fields']) ? (collection['fields'] as string[]) : [];
    const items = Array.isArray(collection['items']) ? (collection['items'] as unknown[][]) : [];
    this.line(
      `${INDENT}  ${this.paint('gray', 'collection'.padEnd(pad))}${this.paint('dim', `${String(collection['id'])}, ${items.length} rows, ids ${String(collection['idPattern'])}`)}`,
    );
    const cell = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));
    const shown = items.slice(0, MAX_ROWS);
    const widths = fields.map((f, i) => Math.min(28, Math.max(f.length, ...shown.map((row) => cell(row[i]).length))));
    const indent = `${INDENT}  ${' '.repeat(pad)}`;
    const room = this.width - indent.length;
    // In a narrow terminal, narrow the widest column first.
    while (widths.reduce((sum, w) => sum + w + 2, -2) > room) {
      const widest = widths.indexOf(Math.max(...widths));
      if ((widths[widest] ?? 0) <= 8) break;
      widths[widest] = (widths[widest] ?? 8) - 1;
    }
    const fit = (text: string, w: number): string => (text.length > w ? `${text.slice(0, w - 1)}…` : text.padEnd(w));
    const render = (cells: string[]): string =>
      cells
        .map((c, i) => fit(c, widths[i] ?? 8))
        .join('  ')
        .trimEnd();
    const cut = (s: string): string => (s.length > room ? `${s.slice(0, room - 1)}…` : s);
    this.line(`${indent}${this.paint('gray', cut(render(fields)))}`);
    for (const row of shown)
      this.line(`${indent}${this.paint('dim', cut(render(fields.map((_, i) => cell(row[i])))))}`);
    if (items.length > shown.length)
      this.line(`${indent}${this.paint('gray', `… ${items.length - shown.length} more rows`)}`);
  }

  // ------------------------------------------------------------ verdicts

  tokens(comparison: TokenComparison): void {
    const { semantic, playwright } = comparison;
    const verdict =
      semantic <= playwright ? `${fmt.ratio(playwright, semantic)} fewer` : `${fmt.ratio(semantic, playwright)} more`;
    const what = comparison.label.includes('scope') ? 'subtree' : 'page';
    const label = 'tokens (o200k):';
    const text = `${label} ${fmt.int(semantic)} vs ${fmt.int(playwright)} for browser_snapshot of the same ${what} → ${verdict}`;
    for (const l of this.wrap(text, this.width - INDENT.length)) {
      const painted = l
        .replace(label, this.paint('gray', label))
        .replace(verdict, this.paint(['bold', semantic <= playwright ? 'green' : 'yellow'], verdict));
      this.line(`${INDENT}${painted}`);
    }
  }

  pass(expect: string, note: string | undefined, extra?: string): void {
    const tail = [note, extra].filter(Boolean).join('; ');
    const lines = this.wrap(`${expect}${tail ? ` — ${tail}` : ''}`, this.width - INDENT.length - 2);
    this.line(`${INDENT}${this.paint('green', '✓')} ${lines[0] ?? ''}`);
    for (const l of lines.slice(1)) this.line(`${INDENT}  ${l}`);
  }

  fail(message: string): void {
    const lines = message.split('\n').flatMap((l) => this.wrap(l, this.width - INDENT.length - 2));
    this.line(`${INDENT}${this.paint(['bold', 'red'], '✗')} ${this.paint('red', lines[0] ?? '')}`);
    for (const l of lines.slice(1)) this.line(`${INDENT}  ${this.paint('red', l)}`);
  }

  note(text: string): void {
    for (const l of this.wrap(text, this.width - INDENT.length)) this.line(`${INDENT}${this.paint('gray', l)}`);
  }

  comparisonTable(rows: TokenComparison[]): void {
    if (rows.length === 0) return;
    const labelWidth = Math.max(...rows.map((r) => r.label.length), 4);
    const num = (n: number) => fmt.int(n).padStart(7);
    this.line(`  ${this.paint('gray', `${'page'.padEnd(labelWidth)}  semantic_snapshot  browser_snapshot  ratio`)}`);
    for (const r of rows) {
      this.line(
        `  ${r.label.padEnd(labelWidth)}  ${num(r.semantic).padStart(17)}  ${num(r.playwright).padStart(16)}  ${this.paint('bold', fmt.ratio(r.playwright, r.semantic).padStart(5))}`,
      );
    }
    const semantic = rows.reduce((sum, r) => sum + r.semantic, 0);
    const playwright = rows.reduce((sum, r) => sum + r.playwright, 0);
    this.line(
      `  ${this.paint('bold', `${'all'.padEnd(labelWidth)}  ${num(semantic).padStart(17)}  ${num(playwright).padStart(16)}  ${fmt.ratio(playwright, semantic).padStart(5)}`)}`,
    );
  }
}
