// The commands printed for the person running them: a checkout's npm scripts, or the installed
// bins; and `semantic-hints browser`'s next steps, one route each: the checkout's plugin, or the
// installed package registered by hand.

import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';
import { claudeAddCommands, cliCommand, installKind } from '../../src/browser/setup-commands.js';
import { nextSteps } from '../../src/cli/browser-command.js';

it('tells a checkout (its npm scripts run from source) from the installed package', async () => {
  expect(installKind()).toBe('checkout');
  const dir = await mkdtemp(join(tmpdir(), 'semantic-hints-install-'));
  try {
    // The installed package: dist/, docs/, references/, no scripts/.
    await mkdir(join(dir, 'dist'));
    expect(installKind(pathToFileURL(`${dir}/`))).toBe('installed');
    await mkdir(join(dir, 'scripts'));
    await writeFile(join(dir, 'scripts', 'from-source.ts'), '');
    expect(installKind(pathToFileURL(`${dir}/`))).toBe('checkout');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

it.each([
  ['checkout', 'npm run browser -- --port 9333', 'SEMANTIC_HINTS_CDP_URL=http://127.0.0.1:9333 npm run doctor'],
  [
    'installed',
    'semantic-hints browser --port 9333',
    'SEMANTIC_HINTS_CDP_URL=http://127.0.0.1:9333 semantic-hints doctor',
  ],
] as const)('writes a command for %s as it runs there', (install, browser, doctor) => {
  expect(cliCommand('browser', ['--port', '9333'], {}, install)).toBe(browser);
  expect(cliCommand('doctor', [], { SEMANTIC_HINTS_CDP_URL: 'http://127.0.0.1:9333' }, install)).toBe(doctor);
});

it("a checkout's next steps: its plugin, Claude Code started on the browser's port, the check; no hand registration", () => {
  const steps = nextSteps('http://127.0.0.1:9333', 'checkout', '/home/me/semantic hints').join('\n');
  expect(steps).toContain("  claude plugin marketplace add '/home/me/semantic hints'\n");
  expect(steps).toContain('  claude plugin install semantic-hints@semantic-hints-mcp\n');
  expect(steps).toContain('  SEMANTIC_HINTS_CDP_URL=http://127.0.0.1:9333 claude\n');
  expect(steps).toContain('  SEMANTIC_HINTS_CDP_URL=http://127.0.0.1:9333 npm run doctor\n');
  expect(steps).toContain('  npm run review -- http://localhost:8080 --cdp-url http://127.0.0.1:9333');
  expect(steps).not.toContain('claude mcp add');
  expect(steps).not.toMatch(/^ +semantic-hints(-mcp)? /m);
  // On the default port, no variable: the plugin's servers and the check use the default.
  const usual = nextSteps('http://127.0.0.1:9222', 'checkout', '/srv/checkout').join('\n');
  expect(usual).toContain('\n  claude\n');
  expect(usual).toContain('\n  npm run doctor\n');
  expect(usual).not.toContain('SEMANTIC_HINTS_CDP_URL=');
});

it("the installed package's next steps: both servers registered by hand, the bins; no plugin", () => {
  const steps = nextSteps('http://127.0.0.1:9333', 'installed').join('\n');
  for (const command of claudeAddCommands('http://127.0.0.1:9333')) expect(steps).toContain(`  ${command}\n`);
  expect(steps).toContain('  SEMANTIC_HINTS_CDP_URL=http://127.0.0.1:9333 semantic-hints doctor\n');
  expect(steps).toContain('  semantic-hints review http://localhost:8080 --cdp-url http://127.0.0.1:9333');
  expect(steps).not.toContain('claude plugin');
  expect(steps).not.toContain('npm run');
});
