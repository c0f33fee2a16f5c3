// The Claude Code plugin's rendered files are current: each equals what its sources render today.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { PLUGIN_DIR, pluginFiles } from '../../scripts/plugin-files.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

it.each([...(await pluginFiles())])('%s is current (npm run plugin renders it)', (path, content) => {
  expect(readFileSync(`${ROOT}${path}`, 'utf8')).toBe(content);
});

it('renders the skills from references/ whole, and names only files inside the plugin folder', async () => {
  const files = await pluginFiles();
  expect(files.get(`${PLUGIN_DIR}/skills/browser-agent/SKILL.md`)).toContain(
    readFileSync(`${ROOT}references/browser-agent.md`, 'utf8'),
  );
  for (const name of ['SKILL.md', 'framework-notes.md']) {
    const source = readFileSync(`${ROOT}references/hint-injection/${name}`, 'utf8');
    const rendered = files.get(`${PLUGIN_DIR}/skills/hint-injection/${name}`)!;
    // Its front matter first, as Claude Code reads a skill; then the rest of the source whole.
    const frontMatter = /^---\n[\s\S]*?\n---\n/.exec(source)?.[0] ?? '';
    expect(rendered.startsWith(frontMatter)).toBe(true);
    expect(rendered).toContain(source.slice(frontMatter.length));
  }
  const manifest = JSON.parse(files.get(`${PLUGIN_DIR}/.claude-plugin/plugin.json`)!) as { skills: string[] };
  expect(manifest.skills).toEqual(['./skills/']);
  const marketplace = JSON.parse(files.get('.claude-plugin/marketplace.json')!) as { plugins: { source: string }[] };
  expect(marketplace.plugins.map((plugin) => plugin.source)).toEqual([`./${PLUGIN_DIR}`]);
});
