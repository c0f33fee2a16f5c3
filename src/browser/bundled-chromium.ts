// The Chromium inside the `@sparticuz/chromium` package (one of the checkout's test packages, never
// a runtime dependency): the browser of last resort on a Linux x64 machine that has none. It is
// resolved at run time, beside the server or on NODE_PATH, so an installed server without the
// package simply reports it missing.

import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';

export const BUNDLED_PACKAGE = '@sparticuz/chromium';

/** The package ships one brotli-compressed x86-64 build (headless shell) plus the libraries and fonts it needs. */
function packageRoot(): { root: string; version: string } | undefined {
  try {
    // NODE_PATH is read now, not at the process's start: the checkout's scripts set it for the
    // test packages (scripts/test-deps.ts) once running.
    const nodePath = (process.env['NODE_PATH'] ?? '').split(delimiter).filter(Boolean);
    const paths = [dirname(fileURLToPath(import.meta.url)), ...nodePath];
    const entry = createRequire(import.meta.url).resolve(BUNDLED_PACKAGE, { paths });
    const root = join(dirname(entry), '..');
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    return { root, version };
  } catch {
    return undefined;
  }
}

/** Why the bundled browser cannot be used here, or undefined when it can. */
export function bundledUnavailable(): string | undefined {
  if (process.platform !== 'linux' || process.arch !== 'x64')
    return `${BUNDLED_PACKAGE} carries a Linux x86-64 build only (this is ${process.platform} ${process.arch})`;
  if (!packageRoot()) return `${BUNDLED_PACKAGE} is not installed`;
  return undefined;
}

/**
 * The path of a launcher script for the bundled Chromium, unpacking it on first use into
 * node_modules/.cache (about 1 s, 200 MB). The script puts the package's own NSS/NSPR/expat
 * libraries and fonts in front, so a machine without Debian's `chromium` package needs nothing
 * else; the system's fonts stay available where it has them.
 */
export async function bundledChromium(): Promise<string> {
  const reason = bundledUnavailable();
  if (reason) throw new Error(reason);
  const { root, version } = packageRoot()!;
  const dir = join(root, '..', '..', '.cache', 'semantic-hints-mcp', `chromium-${version}`);
  const launcher = join(dir, 'chromium.sh');
  if (existsSync(launcher)) return launcher;

  // Unpack beside the final place and rename: a concurrent or interrupted unpack never leaves a
  // half-written browser where the next run would find it.
  const partial = `${dir}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  try {
    const bin = join(root, 'bin');
    await pipeline(
      createReadStream(join(bin, 'chromium.br')),
      createBrotliDecompress(),
      createWriteStream(join(partial, 'chromium'), { mode: 0o755 }),
    );
    // SwiftShader beside the binary, where Chromium looks for it; NSS & co. in lib/; fonts in fonts/.
    for (const archive of ['swiftshader.tar.br', 'al2023.tar.br', 'fonts.tar.br'])
      await untar(join(bin, archive), partial);
    await writeFile(join(partial, 'fonts.conf'), fontsConf(dir));
    await writeFile(join(partial, 'chromium.sh'), launcherScript(dir), { mode: 0o755 });
    await rename(partial, dir).catch(async (err: unknown) => {
      // Another process finished first: its copy is as good as ours.
      if (!existsSync(launcher)) throw err;
    });
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
  return launcher;
}

async function untar(archive: string, into: string): Promise<void> {
  const tar = spawn('tar', ['-x', '-C', into], { stdio: ['pipe', 'ignore', 'pipe'] });
  let stderr = '';
  tar.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve, reject) => {
    tar.once('error', reject);
    tar.once('close', resolve);
  });
  // tar may stop reading at the archive's end marker, before the zero padding after it has been
  // written: its exit code, not a closed pipe, says whether the archive was unpacked.
  const fed = await pipeline(createReadStream(archive), createBrotliDecompress(), tar.stdin).catch(
    (err: unknown) => err,
  );
  const code = await exited;
  if (code !== 0) throw new Error(`tar could not unpack ${archive} (exit ${code}): ${stderr || String(fed)}`);
}

const quote = (path: string) => `'${path.replaceAll("'", `'\\''`)}'`;

function launcherScript(dir: string): string {
  return [
    '#!/bin/sh',
    `# Starts the Chromium from ${BUNDLED_PACKAGE} with the libraries and fonts that came with it.`,
    `export LD_LIBRARY_PATH=${quote(join(dir, 'lib'))}"\${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"`,
    `export FONTCONFIG_FILE=${quote(join(dir, 'fonts.conf'))}`,
    `exec ${quote(join(dir, 'chromium'))} "$@"`,
    '',
  ].join('\n');
}

const xml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The system's font setup where there is one, plus the package's Open Sans, which is always there. */
function fontsConf(dir: string): string {
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<fontconfig>',
    '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
    `  <dir>${xml(join(dir, 'fonts'))}</dir>`,
    `  <cachedir>${xml(join(dir, 'fontconfig-cache'))}</cachedir>`,
    '</fontconfig>',
    '',
  ].join('\n');
}
