// `semantic-hints hint` on a React app built with plugin-react-swc (test/source-apps/react-swc),
// and a Playwright Test run of it (the hint reporter) whose click moves to another screen by
// script: the command, reading that run's summary, writes the button as a navigation. The job
// list's rows are a component of their own file: their ids are built from the prop that carries
// each row's job.

import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { serveFolder } from '../../harness/static-server.js';
import { cliInProcess } from '../support/in-process-cli.js';
import { ROOT, builtHints, hintCommandBrowser, hintOnce, playwrightRun } from '../support/hint-command.js';

const browser = hintCommandBrowser();

describe('semantic-hints hint', () => {
  it("writes a React app built with plugin-react-swc; a Playwright run's click makes a scripted move a navigation", async () => {
    // The dry run and a second run are the JSX editor's, which the plugin-react app checks.
    const dir = await hintOnce('react-swc');
    try {
      const { before, after } = await builtHints(browser(), 'react-swc', dir, async (plain, built) => {
        // The team's test clicks "Post a job", which moves to the form by script: the reporter's
        // summary carries what followed the click, and the command writes the button as the
        // navigation it is, with its target. The crawl, which clicks nothing, wrote an action.
        const server = await serveFolder(built);
        const out = await mkdtemp(join(ROOT, 'test/.tmp', 'pw-nav-'));
        try {
          const summary = await playwrightRun(`${server.url}/index.html`, out);
          const run = await cliInProcess('hint', plain, '--from', summary);
          expect(run.code).toBe(0);
          expect(run.stdout).toContain(
            `+      <button data-semtag-id="job-board.post-a-job" data-semtag-role="navigation" data-semtag-target="post.page" type="button" onClick={() => go('/post')}>\n`,
          );
          // The form's own controls, from the state the run ended in.
          expect(run.stdout).toContain(
            '+          Job title <input data-semtag-id="post-job.job-title" data-semtag-role="input"',
          );
        } finally {
          await server.close();
          await rm(out, { recursive: true });
        }
      });
      expect(before).toEqual([]);
      expect(after).toEqual([
        'job-board.page region',
        'job-board.post-a-job action',
        'open-jobs region',
        'open-jobs.list collection',
        'open-jobs.list.item.frontend-engineer.save action',
        'open-jobs.list.item.data-analyst.save action',
      ]);
      await promisify(execFile)(join(ROOT, 'test/node_modules/.bin/tsgo'), ['-p', join(dir, 'tsconfig.json')]);
    } finally {
      await rm(dir, { recursive: true });
    }
  }, 600_000);
});
