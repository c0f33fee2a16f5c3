// The machine and the versions a benchmark ran on, for the report's header.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, release, totalmem, type as osType } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface SystemInfo {
  cpu: string;
  cores: number;
  memoryGiB: number;
  os: string;
  versions: Array<{ name: string; version: string }>;
  /** 1-minute load average when the run started (the machine may be shared). */
  loadAtStart: number;
}

const require = createRequire(import.meta.url);

const ROOT_MODULES = fileURLToPath(new URL('../node_modules/', import.meta.url));

/** A package's version from its manifest, read by path: some packages do not export package.json. */
function packageVersion(name: string, modules = ROOT_MODULES): string {
  try {
    return (
      (JSON.parse(readFileSync(join(modules, name, 'package.json'), 'utf8')) as { version?: string }).version ??
      'unknown'
    );
  } catch {
    return 'unknown';
  }
}

function cpuModel(): string {
  const fromNode = cpus()[0]?.model?.trim();
  if (fromNode) return fromNode;
  try {
    return /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

function osName(): string {
  try {
    const pretty = /PRETTY_NAME="?([^"\n]+)"?/.exec(readFileSync('/etc/os-release', 'utf8'))?.[1];
    if (pretty) return `${pretty}, ${osType()} ${release()}`;
  } catch {
    // not Linux
  }
  return `${osType()} ${release()}`;
}

/** `browserVersion` from the CDP connection (Browser.version()). */
export function systemInfo(browserVersion: string, loadAtStart = loadavg()[0] ?? 0): SystemInfo {
  const mcpDir = dirname(require.resolve('@playwright/mcp/package.json'));
  const ours = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    name: string;
    version: string;
  };
  return {
    cpu: cpuModel(),
    cores: cpus().length,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    os: osName(),
    loadAtStart,
    versions: [
      { name: 'Node.js', version: process.version },
      { name: 'Chromium', version: browserVersion },
      { name: 'playwright-core (ours)', version: packageVersion('playwright-core') },
      { name: '@playwright/mcp', version: packageVersion('@playwright/mcp') },
      {
        name: 'playwright-core (inside @playwright/mcp)',
        version: packageVersion('playwright-core', join(mcpDir, 'node_modules')),
      },
      { name: 'esbuild (bundles our in-page code)', version: packageVersion('esbuild') },
      { name: '@modelcontextprotocol/sdk', version: packageVersion('@modelcontextprotocol/sdk') },
      { name: 'gpt-tokenizer (o200k_base)', version: packageVersion('gpt-tokenizer') },
      { name: ours.name, version: ours.version },
    ],
  };
}
