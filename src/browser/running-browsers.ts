// The CDP ports of the Chromiums running on this machine, for the setup check to name when the
// configured endpoint has no browser: each process started with --remote-debugging-port (a port of
// 0 is read back from the DevToolsActivePort file Chromium writes in its profile), and the default
// port. Only ports where a browser's DevTools answer are kept.

import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { probeCdpEndpoint } from './open-browser.js';

/** The port a browser started by hand usually has, and the servers' default. */
const DEFAULT_CDP_PORT = 9222;

/** The ports the process list names (or their profiles record), without the browsers' word for it. */
async function portsOfProcesses(): Promise<number[]> {
  let listing: string;
  try {
    // -A every process, of every user; `args` the whole command line (procps and BSD ps alike).
    listing = (await promisify(execFile)('ps', ['-A', '-o', 'args'], { maxBuffer: 16 * 1024 * 1024 })).stdout;
  } catch {
    // No ps (Windows): the default port alone is tried.
    return [];
  }
  const ports: number[] = [];
  for (const line of listing.split('\n')) {
    const port = /--remote-debugging-port=(\d+)/.exec(line)?.[1];
    if (port === undefined) continue;
    if (port !== '0') {
      ports.push(Number(port));
      continue;
    }
    const profile = /--user-data-dir=(\S+)/.exec(line)?.[1];
    if (!profile) continue;
    // Chromium writes the port it picked as the file's first line.
    const chosen = await readFile(join(profile, 'DevToolsActivePort'), 'utf8').catch(() => '');
    if (/^\d+\n/.test(chosen)) ports.push(Number(chosen.split('\n')[0]));
  }
  return ports;
}

/** The loopback CDP endpoints where a browser answers, but for the port `exceptPort`, in port order. */
export async function runningBrowserEndpoints(exceptPort?: number): Promise<string[]> {
  const ports = [...new Set([DEFAULT_CDP_PORT, ...(await portsOfProcesses())])]
    .filter((port) => port !== exceptPort)
    .sort((a, b) => a - b);
  const endpoints = ports.map((port) => `http://127.0.0.1:${port}`);
  const answers = await Promise.all(endpoints.map((endpoint) => probeCdpEndpoint(endpoint, {})));
  return endpoints.filter((_, index) => answers[index]!.kind === 'browser');
}
