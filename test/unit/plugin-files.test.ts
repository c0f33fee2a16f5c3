// The Claude Code plugin's rendered files are current: each equals what its sources render today.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { pluginFiles } from '../../scripts/plugin-files.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

it.each([...(await pluginFiles())])('%s is current (npm run plugin renders it)', (path, content) => {
  expect(readFileSync(`${ROOT}${path}`, 'utf8')).toBe(content);
});

it('the browser-agent skill carries references/browser-agent.md whole, and the plugin names hint-injection where it lives', async () => {
  const files = await pluginFiles();
  expect(files.get('skills/browser-agent/SKILL.md')).toContain(
    readFileSync(`${ROOT}references/browser-agent.md`, 'utf8'),
  );
  const manifest = JSON.parse(files.get('.claude-plugin/plugin.json')!) as { skills: string[] };
  expect(manifest.skills).toContain('./references/hint-injection');
});
