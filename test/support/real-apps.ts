// The real apps: public templates nobody here wrote, pinned as test packages (test/package.json) and hinted
// by an app team's edits kept as data (test/real-apps/<app>/hints.ts). Every folder under
// test/real-apps with a hints.ts is one (the registry: global setup, the typecheck and the docs
// test read it). None of a template's code is in this repository: the build copies the package's
// files out of node_modules into dist/ beside the hints, applies the edits and serves the result.
// The same build without the edits is the unhinted app, which the suggestion measure reads. A
// package that ships its apps as source (a component library's stories) is bundled after the
// edits, from an entry of the app's folder, with the fixture apps' esbuild settings. An app whose
// libraries clash with this repository's pins (antd 5 where the fixtures pin antd 6) has its own
// package.json and package-lock.json: the build installs them into the app's node_modules (npm ci,
// again whenever the lockfile changes), and the package and the bundle's imports resolve there.

import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { Loader } from 'esbuild';
import type { Page } from 'playwright-core';
import { atRest } from './at-rest.js';
import { withFileLock } from './file-lock.js';
import { installLockfile, LOCKFILES } from '../../scripts/test-deps.js';
import { BROWSER_BUNDLE } from './fixture-apps.js';

const ROOT = fileURLToPath(new URL('../real-apps/', import.meta.url));
/** Where BROWSER_BUNDLE is set: a bundled app's build depends on it. */
const BUNDLE_SETTINGS = fileURLToPath(new URL('./fixture-apps.ts', import.meta.url));

/** One edit an app team makes to a file of the template. */
export interface HintEdit {
  /** The file, relative to the package's root. */
  file: string;
  /** Text that occurs exactly once in the file; a build fails loudly when it occurs 0 or 2+ times. */
  anchor: string;
  /** Attributes added to the tag the anchor lies in (after its name). */
  attributes?: Record<string, string>;
  /** JSX attributes added the same way, each value an expression: `name={value}` (React sources). */
  jsx?: Record<string, string>;
  /**
   * Or to the nearest `<tag …>` of this name that opens at or before the anchor: for an element
   * told apart only by what it holds (the third of three alike links, by the icon inside it).
   */
  tag?: string;
  /** Or to the first `<tag …>` of this name that opens after the anchor (a menu button after its card's title). */
  nextTag?: string;
  /** Or: text that takes the anchor's place (hints set by the app's own script). */
  replacement?: string;
}

/** A hint's id and role, and `more` of its attributes, as an edit's `attributes`. */
export const hint = (id: string, role: string, more: Record<string, string> = {}): Record<string, string> => ({
  'data-semtag-id': id,
  'data-semtag-role': role,
  ...more,
});

/** An edit adding `attributes` to the tag `anchor` lies in, in `file`. */
export const on = (file: string, anchor: string, attributes: Record<string, string>): HintEdit => ({
  file,
  anchor,
  attributes,
});

/** What a real app's hints.ts exports as `realApp`. */
export interface RealAppSpec {
  /**
   * The package it comes from, pinned exactly in test/package.json (the test packages), or in the app's
   * own package.json (installed into its folder's node_modules).
   */
  package: string;
  /** Files and folders of the package copied into the build. */
  copy: string[];
  /** Folders of the package linked, not copied (large, never edited: vendored libraries). */
  link?: string[];
  /** The page each flow starts on, relative to the package's root (or a page `bundle` brings). */
  start: string;
  edits: HintEdit[];
  /**
   * ARIA attributes the edits add where the skill asks for them (a toggle's aria-expanded or
   * aria-pressed, bound to the app's state, where the template exposes none) by a replacement, not
   * by name: the check that the hinted build is the template with hints added and nothing else
   * leaves them out of both builds, as it does the attributes the edits add by name.
   */
  aria?: string[];
  /**
   * Files of the app's folder that make the package's source an app: `entry` (a script mounting a
   * story the package ships) and `page` (the HTML that loads its bundle, app.js) are copied into
   * the build beside the package's files, and once the edits are made esbuild bundles the entry.
   * `files` are more of the folder's files copied beside them (the stand-ins for a framework's
   * modules), `alias` points imports at paths of the build (an import prefix, as a bundler's alias),
   * and `loader` says how files of an extension load (a stylesheet language: `empty`).
   */
  bundle?: {
    entry: string;
    page: string;
    files?: string[];
    alias?: Record<string, string>;
    loader?: Record<string, Loader>;
  };
  /** A step run on each build after the edits: a template to scaffold and bundle (see RealAppBuildStep). */
  build?: RealAppBuildStep;
}

/**
 * What makes an app whose copied files are sources, not pages (Vue components to compile, a
 * scaffolder's templates to render): `run` writes the start page and what it loads into `out`,
 * where the package's files have been copied and edited. `sources` are the files it reads besides
 * the package (its module, the app's entry), so that a change to them rebuilds the app.
 */
export interface RealAppBuildStep {
  run: (out: string) => Promise<void>;
  sources: string[];
}

/** One state of a flow: what brings the page there from the state before, and the ids to observe in it. */
export interface FlowStep {
  state: string;
  /**
   * On a flow's first step: the page the flow loads, relative to the start page (the start page
   * itself by default), and the viewport it loads at (the browser's own size by default).
   */
  start?: { page?: string; viewport?: { width: number; height: number } };
  act?: (page: Page) => Promise<void>;
  observe?: string[];
  /**
   * Why the state is read without trial clicks: it shows something on a timer (a notification that
   * hides itself) that the flow's next step acts on, and the clicks would outlast it.
   */
  timed?: string;
}

/**
 * Waits until the page stands still (at-rest.ts) for three frames in a row, the DOM aside (a clock
 * may tick): a state is read as it stands, not halfway. A transition a render starts in its effects
 * has begun within two frames, and what ends one motion can start the next a frame later.
 */
export const settled = (page: Page): Promise<void> => atRest(page, { frames: 3, dom: false });

/** An app's flows (test/real-apps/<app>/flow.ts), by name: each starts on the hinted start page, or where its first step's `start` says. */
export type RealAppFlows = Record<string, FlowStep[]>;

/** Where a flow starts (its first step's `start`), given the app's start page's URL. */
export function flowStart(
  steps: FlowStep[],
  startUrl: string,
): { url: string; viewport?: { width: number; height: number } } {
  const { page, viewport } = steps[0]?.start ?? {};
  return { url: page === undefined ? startUrl : new URL(page, startUrl).href, ...(viewport ? { viewport } : {}) };
}

/** An app's flows, read from its flow.ts. */
export async function realAppFlows(app: string): Promise<RealAppFlows> {
  const module = (await import(pathToFileURL(join(realAppFolder(app), 'flow.ts')).href)) as { flows: RealAppFlows };
  return module.flows;
}

/** The real apps, by folder under test/real-apps, in name order. */
export const REAL_APPS: readonly string[] = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(ROOT, entry.name, 'hints.ts')))
  .map((entry) => entry.name)
  .sort();

/** A real app's folder (its hints.ts, its README and the gitignored dist/). */
export const realAppFolder = (app: string): string => {
  if (!REAL_APPS.includes(app))
    throw new Error(`No real app "${app}": test/real-apps holds ${REAL_APPS.join(', ')} (a folder with hints.ts).`);
  return join(ROOT, app);
};

/** An app's hints, read from its hints.ts. */
export async function realAppSpec(app: string): Promise<RealAppSpec> {
  const module = (await import(pathToFileURL(join(realAppFolder(app), 'hints.ts')).href)) as { realApp: RealAppSpec };
  return module.realApp;
}

/** A package's folder, found where Node looks from `folder`, whatever its `exports` field lets out. */
export function packageFolder(name: string, folder: string): string {
  for (const modules of createRequire(join(folder, 'hints.ts')).resolve.paths(name) ?? []) {
    const folder = join(modules, name);
    if (existsSync(join(folder, 'package.json'))) return folder;
  }
  throw new Error(`The real apps' package ${name} is not installed`);
}

/** The two builds: with the app team's edits, and the template as published. */
export type RealAppBuild = 'hinted' | 'plain';

const built = new Map<string, Promise<string>>();

/**
 * Builds both versions of `app` (when its hints, the installed package or this file changed: the
 * hash is kept in dist/.source-hash, and the build is taken under a lock so that test workers build
 * it once) and returns the path of `build`'s start page under test/, as the fixture server serves it.
 */
export function buildRealApp(app: string, build: RealAppBuild = 'hinted'): Promise<string> {
  let done = built.get(app);
  if (!done) {
    done = buildUnlessCurrent(app);
    built.set(app, done);
  }
  return done.then((start) => `/real-apps/${app}/dist/${build}/${start}`);
}

async function buildUnlessCurrent(app: string): Promise<string> {
  const folder = realAppFolder(app);
  const spec = await realAppSpec(app);
  const ownLockfile = await installOwn(folder);
  const packageRoot = packageFolder(spec.package, folder);
  const hashFile = join(folder, 'dist', '.source-hash');
  const hash = createHash('sha256');
  const bundled = spec.bundle ? [...bundleFiles(spec.bundle).map((file) => join(folder, file)), BUNDLE_SETTINGS] : [];
  for (const file of [
    join(folder, 'hints.ts'),
    join(packageRoot, 'package.json'),
    ...(ownLockfile ? [ownLockfile] : LOCKFILES),
    fileURLToPath(import.meta.url),
    ...(spec.build?.sources ?? []),
    ...bundled,
  ])
    hash.update(readFileSync(file)).update('\0');
  const digest = hash.digest('hex');
  const current = async () => (await readFile(hashFile, 'utf8').catch(() => '')) === digest;
  if (!(await current()))
    await withFileLock(join(folder, '.build-lock'), async () => {
      if (await current()) return;
      await rm(join(folder, 'dist'), { recursive: true, force: true });
      const partial = join(folder, `.partial-${process.pid}`);
      await rm(partial, { recursive: true, force: true });
      try {
        await assemble(spec, packageRoot, folder, join(partial, 'plain'), []);
        await assemble(spec, packageRoot, folder, join(partial, 'hinted'), spec.edits);
        await writeFile(join(partial, '.source-hash'), digest);
        // Renamed whole: a reader never sees half a build.
        await rename(partial, join(folder, 'dist'));
      } finally {
        await rm(partial, { recursive: true, force: true });
      }
    });
  return spec.start;
}

async function assemble(
  spec: RealAppSpec,
  packageRoot: string,
  folder: string,
  out: string,
  edits: HintEdit[],
): Promise<void> {
  await mkdir(out, { recursive: true });
  for (const path of spec.copy) await cp(join(packageRoot, path), join(out, path), { recursive: true });
  for (const path of spec.link ?? []) await symlink(join(packageRoot, path), join(out, path), 'dir');
  for (const file of new Set(edits.map((edit) => edit.file))) {
    const fileEdits = edits.filter((edit) => edit.file === file);
    const target = join(out, file);
    if (!existsSync(target)) throw new Error(`hints edit ${file}, which the build does not copy`);
    let text = await readFile(target, 'utf8');
    for (const edit of fileEdits) text = applyEdit(text, edit);
    await writeFile(target, text);
  }
  await spec.build?.run(out);
  if (!spec.bundle) return;
  const { entry, alias = {}, loader = {} } = spec.bundle;
  for (const file of bundleFiles(spec.bundle)) await cp(join(folder, file), join(out, file));
  // The package's source is compiled as TypeScript's defaults say, not as this checkout's tsconfig
  // (whose verbatimModuleSyntax would keep type-only imports of packages that have no code).
  const { metafile } = await build({
    ...BROWSER_BUNDLE,
    entryPoints: { app: join(out, entry) },
    outdir: out,
    tsconfigRaw: {},
    alias: Object.fromEntries(Object.entries(alias).map(([prefix, path]) => [prefix, join(out, path)])),
    loader: { ...BROWSER_BUNDLE.loader, ...loader },
    metafile: true,
  });
  // The build lies inside the app's folder, so imports resolve in its own node_modules first; one
  // that the app's install lacks would fall back to this repository's (its antd 6): none may.
  if (!existsSync(join(folder, 'package.json'))) return;
  const own = relative(process.cwd(), join(folder, 'node_modules'));
  const elsewhere = Object.keys(metafile.inputs).filter(
    (input) => input.includes('node_modules/') && !input.startsWith(`${own}/`),
  );
  if (elsewhere.length > 0)
    throw new Error(`${folder}: the bundle took modules from outside the app's own install: ${elsewhere.join(', ')}`);
}

/** The files of the app's folder a bundle copies into the build. */
const bundleFiles = (bundle: NonNullable<RealAppSpec['bundle']>) => [
  bundle.entry,
  bundle.page,
  ...(bundle.files ?? []),
];

/** Installs the app's own package-lock.json (installLockfile), and returns its path; undefined for an app with none. */
async function installOwn(folder: string): Promise<string | undefined> {
  const lockfile = join(folder, 'package-lock.json');
  if (!existsSync(lockfile)) return undefined;
  await installLockfile(folder);
  return lockfile;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Where an edit's attributes go: the start of the opening tag it names, or -1 when there is none. */
function tagStart(text: string, at: number, edit: HintEdit): number {
  const end = at + edit.anchor.length;
  if (edit.nextTag) {
    const found = text.slice(end).search(new RegExp(`<${edit.nextTag}[\\s>]`));
    return found === -1 ? -1 : end + found;
  }
  if (edit.tag) {
    const before = text.slice(0, at + edit.tag.length + 2).matchAll(new RegExp(`<${edit.tag}[\\s>]`, 'g'));
    return [...before].at(-1)?.index ?? -1;
  }
  // The tag the anchor lies in: the last "<" at or before it, with no ">" between.
  const open = text.lastIndexOf('<', at);
  return open === -1 || text.slice(open, at).includes('>') ? -1 : open;
}

/** One edit applied to a file's text: the anchor must occur exactly once. */
export function applyEdit(text: string, edit: HintEdit): string {
  const at = text.indexOf(edit.anchor);
  const count = at === -1 ? 0 : text.split(edit.anchor).length - 1;
  if (count !== 1)
    throw new Error(
      `hints edit of ${edit.file}: anchor ${JSON.stringify(edit.anchor)} occurs ${count} times, not once`,
    );
  if (edit.replacement !== undefined) return text.slice(0, at) + edit.replacement + text.slice(at + edit.anchor.length);
  const open = tagStart(text, at, edit);
  const name = open === -1 ? null : /^<([A-Za-z][\w:.-]*)/.exec(text.slice(open));
  if (!name) {
    const which = edit.tag ?? edit.nextTag;
    throw new Error(
      `hints edit of ${edit.file}: anchor ${JSON.stringify(edit.anchor)} lies in no opening tag${which ? ` <${which}>` : ''}`,
    );
  }
  const insertAt = open + name[0].length;
  const added = [
    ...Object.entries(edit.attributes ?? {}).map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`),
    ...Object.entries(edit.jsx ?? {}).map(([key, value]) => ` ${key}={${value}}`),
  ].join('');
  return text.slice(0, insertAt) + added + text.slice(insertAt);
}
