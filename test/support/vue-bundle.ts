// Bundles a Vue 3 app written as single-file components for the test Chromium: Vue's own compiler
// (vue/compiler-sfc, part of the vue package) turns each .vue file into a module, and esbuild
// bundles them with the fixture apps' settings (fixture-apps.ts). `@/…` imports lead to the app's
// source folder, as a Vue project's build tool resolves them.

import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'esbuild';
import { compileScript, compileTemplate, parse } from 'vue/compiler-sfc';
import { BROWSER_BUNDLE } from './fixture-apps.js';

export interface VueAppBundle {
  /** The entry module; it comes out as app.js (and its CSS as app.css) in `outdir`. */
  entry: string;
  /** Where `@/…` imports lead: the app's source folder. */
  sourceRoot: string;
  outdir: string;
  /** Modules a build tool provides under a name of its own, by that name: their text. */
  virtual?: Record<string, string>;
  /** Compile-time constants besides the fixture apps' (a build tool's `import.meta.env.*`). */
  define?: Record<string, string>;
}

/** A .vue file as a module whose default export is the component. */
export function compileSfc(source: string, filename: string): { code: string; lang: string } {
  const { descriptor, errors } = parse(source, { filename });
  if (errors.length > 0) throw new Error(`${filename}: ${String(errors[0])}`);
  // The template's components style themselves with the library's CSS: no <style> to compile.
  if (descriptor.styles.length > 0) throw new Error(`${filename}: <style> blocks are not built here`);
  const id = createHash('sha256').update(filename).digest('hex').slice(0, 8);
  const lang = descriptor.scriptSetup?.lang ?? descriptor.script?.lang ?? 'js';
  const script =
    descriptor.script || descriptor.scriptSetup
      ? compileScript(descriptor, { id, isProd: true, inlineTemplate: true, genDefaultAs: '_sfc_main' }).content
      : 'const _sfc_main = {};';
  // <script setup> compiles its template into setup(); otherwise the template is a render function.
  const template =
    descriptor.template && !descriptor.scriptSetup
      ? compileTemplate({ source: descriptor.template.content, filename, id, isProd: true })
      : undefined;
  if (template && template.errors.length > 0) throw new Error(`${filename}: ${String(template.errors[0])}`);
  const code = [template?.code, script, template ? '_sfc_main.render = render;' : '', 'export default _sfc_main;']
    .filter(Boolean)
    .join('\n');
  return { code, lang };
}

function vuePlugin({ sourceRoot, virtual = {} }: VueAppBundle): Plugin {
  const names = Object.keys(virtual);
  return {
    name: 'vue-sfc',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^@\// }, (args) =>
        esbuild.resolve(`./${args.path.slice(2)}`, { kind: args.kind, resolveDir: sourceRoot }),
      );
      esbuild.onResolve({ filter: /.*/ }, (args) =>
        names.includes(args.path) ? { path: args.path, namespace: 'virtual' } : undefined,
      );
      esbuild.onLoad({ filter: /.*/, namespace: 'virtual' }, (args) => ({
        contents: virtual[args.path],
        loader: 'js',
        resolveDir: sourceRoot,
      }));
      esbuild.onLoad({ filter: /\.vue$/ }, async (args) => {
        const { code, lang } = compileSfc(await readFile(args.path, 'utf8'), args.path);
        return { contents: code, loader: lang === 'ts' ? 'ts' : 'js', resolveDir: dirname(args.path) };
      });
    },
  };
}

/** Bundles the app into `outdir`: app.js, app.css and the fonts and pictures they load. */
export async function bundleVueApp(app: VueAppBundle): Promise<void> {
  await build({
    ...BROWSER_BUNDLE,
    entryPoints: { app: app.entry },
    outdir: app.outdir,
    define: { ...BROWSER_BUNDLE.define, ...app.define },
    plugins: [vuePlugin(app)],
  });
}
