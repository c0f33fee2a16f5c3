// Scripted agent tasks for the task benchmark (bench/task-runner.ts): each a list of steps, each
// step one action through Playwright MCP followed by a check of its effect. The action is the same
// in both ways of working; what differs is how the agent reads:
//   - Playwright MCP alone: browser_snapshot after every action (which also reads each new screen);
//   - the companion loop (references/browser-agent.md): a full semantic_snapshot when the task opens
//     the app, then `changes: true` after an action that changes the screen, a list or a panel, and
//     semantic_observe (several ids, `until`) for the one to three values an action should change.
// Each check says what must be true after the step, once per way, from what that way read.

export interface McpCall {
  tool: string;
  args: Record<string, unknown>;
}

/** How the companion loop reads after the action. */
export type CompanionRead =
  | { kind: 'screen' }
  /** `screen`: the action moved to another screen; the delta may well fall back to the full snapshot. */
  | { kind: 'changes'; scope?: string; effect: 'list' | 'panel' | 'screen' }
  | { kind: 'observe'; id: string | string[]; until?: unknown; timeoutMs?: number };

export interface TaskStep {
  title: string;
  act: McpCall;
  read: CompanionRead;
  /** Checks the companion's read (parsed JSON); returns what is wrong, or nothing. */
  companion(result: Json): string | undefined;
  /** Checks Playwright MCP's browser_snapshot text; returns what is wrong, or nothing. */
  playwright(snapshot: string): string | undefined;
}

export interface Task {
  key: string;
  title: string;
  /** The app the task runs on, for the report. */
  app: string;
  /**
   * On an app of real size (several screens under a persistent header and navigation, lists of
   * tens of rows): the tasks the per-task target judges.
   */
  realSize?: true;
  /** Path of the first screen, on the app's server. */
  start: string;
  steps(base: string): TaskStep[];
}

export type Json = Record<string, unknown>;

// ---------------------------------------------------------------- reading results

const hinted = (id: string): string => `[data-semtag-id='${id}']`;
export const click = (id: string): McpCall => ({ tool: 'browser_click', args: { target: hinted(id) } });
export const type = (id: string, text: string): McpCall => ({
  tool: 'browser_type',
  args: { target: hinted(id), text },
});
export const choose = (id: string, label: string): McpCall => ({
  tool: 'browser_select_option',
  args: { target: hinted(id), values: [label] },
});
export const navigate = (url: string): McpCall => ({ tool: 'browser_navigate', args: { url } });

type Entry = Record<string, unknown> & { id: string };

/** Every entry a snapshot, delta or observe result states, by id (folded rows rebuilt as key → row). */
export function entries(result: Json): Map<string, Entry> {
  const found = new Map<string, Entry>();
  const visit = (value: unknown) => {
    if (!Array.isArray(value)) return;
    for (const item of value)
      if (item && typeof item === 'object' && 'id' in item && typeof (item as Entry).id === 'string')
        found.set((item as Entry).id, item as Entry);
  };
  for (const [key, value] of Object.entries(result)) if (key !== 'collections') visit(value);
  // A delta's new entries, grouped by role.
  const added = result['added'];
  if (added && typeof added === 'object') for (const group of Object.values(added)) visit(group);
  if (typeof result['id'] === 'string') found.set(result['id'], result as Entry);
  return found;
}

/** The value an entry of the result states, or why it cannot be read. */
export function valueOf(result: Json, id: string): unknown {
  return entries(result).get(id)?.['value'];
}

export function expectValue(result: Json, id: string, expected: unknown): string | undefined {
  const actual = valueOf(result, id);
  return JSON.stringify(actual) === JSON.stringify(expected)
    ? undefined
    : `${id} should be ${JSON.stringify(expected)}, read ${JSON.stringify(actual)}`;
}

export function all(...problems: Array<string | undefined>): string | undefined {
  const found = problems.filter((problem): problem is string => problem !== undefined);
  return found.length > 0 ? found.join('; ') : undefined;
}

/** A collection block (full, or row changes in a delta) by its id. */
export function block(result: Json, id: string): Json | undefined {
  const collections = result['collections'];
  return Array.isArray(collections) ? (collections as Json[]).find((c) => c['id'] === id) : undefined;
}

/** Keys of a collection's rows: a full block's rows, or a delta's `order` when it gives one. */
export function rowKeys(result: Json, id: string): string[] | undefined {
  const found = block(result, id);
  if (!found) return undefined;
  if (Array.isArray(found['order'])) return found['order'] as string[];
  if (Array.isArray(found['items'])) return (found['items'] as unknown[][]).map((row) => String(row[0]));
  return undefined;
}

/** Whether a delta says the row `key` left collection `id`: named in `removed`, or absent from a block sent in full. */
export function rowLeft(result: Json, id: string, key: string): string | undefined {
  const found = block(result, id);
  const member = (other: string) => other === `${id}.item.${key}` || other.startsWith(`${id}.item.${key}.`);
  // No block: the list unfolded (one row left). A full answer then no longer lists the row's
  // elements; a delta names them in `removed`.
  const gone = !found
    ? result['delta'] !== true
      ? ![...entries(result).keys()].some(member)
      : ((result['removed'] as string[] | undefined) ?? []).some(member)
    : Array.isArray(found['items'])
      ? !(found['items'] as unknown[][]).some((row) => String(row[0]) === key)
      : ((found['removed'] as string[] | undefined) ?? []).includes(key);
  return gone ? undefined : `${key} should have left ${id}`;
}

export function expectScreen(result: Json, screen: string): string | undefined {
  return result['screen'] === screen ? undefined : `screen should be ${screen}, read ${String(result['screen'])}`;
}

// ---------------------------------------------------------------- reading Playwright's snapshot

export function has(text: string, ...wanted: Array<string | RegExp>): string | undefined {
  return all(
    ...wanted.map((w) =>
      (typeof w === 'string' ? text.includes(w) : w.test(text)) ? undefined : `the snapshot should show ${String(w)}`,
    ),
  );
}

export function lacks(text: string, ...unwanted: string[]): string | undefined {
  return all(...unwanted.map((u) => (text.includes(u) ? `the snapshot should not show ${u}` : undefined)));
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form field with this label shows this value: inline, or as a `text:` line under its placeholder. */
export function fieldShows(text: string, field: string, label: string, value: string): string | undefined {
  const pattern = new RegExp(
    `${field} "${escapeRegExp(label)}"[^\\n]*(: ${escapeRegExp(value)}|:\\n(\\s+- /placeholder[^\\n]*\\n)?\\s+- text: ${escapeRegExp(value)})`,
  );
  return pattern.test(text) ? undefined : `the snapshot should show ${field} "${label}" holding ${value}`;
}

/** `names` appear in this order in the text. */
export function inOrder(text: string, ...names: string[]): string | undefined {
  const at = names.map((name) => text.indexOf(name));
  return at.every((index, i) => index >= 0 && (i === 0 || index > at[i - 1]!))
    ? undefined
    : `the snapshot should list ${names.join(', ')} in this order`;
}
