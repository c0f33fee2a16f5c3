// `semantic-hints hint` on Vue + Vite apps: a single-file component with a v-for list
// (test/source-apps/vue-vite), and hash routes whose pages load lazily (vue-routes), hinted from a
// saved review once each route has rendered; the home page's list rows are a component of their
// own, whose item ids are bound from the prop that carries each row's lesson.

import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serveFolder } from '../../harness/static-server.js';
import { worldOf } from '../../harness/page-world.js';
import { cliInProcess } from '../support/in-process-cli.js';
import { APPS, builtHints, copyOf, hintCommandBrowser, hintTwice, viteBuild } from '../support/hint-command.js';

const browser = hintCommandBrowser();

describe('semantic-hints hint', () => {
  it("writes a Vue app's hints into its single-file component, binding a v-for row's id from its :key", async () => {
    const dir = await hintTwice('vue-vite');
    try {
      const { before, after } = await builtHints(browser(), 'vue-vite', dir);
      expect(before).toEqual(['new-book.save action']);
      expect(after).toEqual([
        'reading-list.page region',
        'books region',
        'books.list collection',
        'books.list.item.9780141439518.remove action',
        'books.list.item.9780451524935.remove action',
        'new-book region',
        'new-book.title input',
        'new-book.save action',
      ]);
    } finally {
      await rm(dir, { recursive: true });
    }
  }, 600_000);

  it("places a saved review's hints on each hash route once it has rendered its lazily loaded page", async () => {
    const dir = await copyOf('vue-routes');
    const plain = await copyOf('vue-routes');
    const built = await serveFolder(await viteBuild(plain));
    try {
      // The review a team saved of each route, as it shows once rendered.
      const pages = [];
      for (const [route, heading] of [
        ['#/', 'Garden club'],
        ['#/join', 'Join the club'],
      ]) {
        const page = await browser().fresh(`${built.url}/index.html${route}`);
        await page.locator('h1', { hasText: heading }).waitFor();
        const review = await worldOf(page).call('review', { suggest: true });
        if (!review.ok) throw new Error(JSON.stringify(review.error));
        pages.push({ review: review.value });
      }
      const saved = join(dir, 'review.json');
      await writeFile(saved, JSON.stringify({ pages }));
      const run = await cliInProcess('hint', dir, '--from', saved, '--write');
      expect(run.code).toBe(0);
      expect(run.stdout).not.toMatch(/Not placed/);
      for (const file of ['src/App.vue', 'src/HomePage.vue', 'src/ClassCard.vue', 'src/JoinPage.vue'])
        expect(await readFile(join(dir, file), 'utf8'), file).toBe(
          await readFile(join(APPS, 'vue-routes.hinted', file), 'utf8'),
        );
      const again = await cliInProcess('hint', dir, '--from', saved, '--write');
      expect(again.stdout).toMatch(/^Nothing to write/m);
      // The rows' ids, bound in the row component, as the written app renders them.
      const written = await serveFolder(await viteBuild(dir));
      try {
        const page = await browser().fresh(`${written.url}/index.html#/`);
        await page.locator('h1', { hasText: 'Garden club' }).waitFor();
        const ids = await page
          .locator('[data-semtag-id^="classes.list.item."]')
          .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-semtag-id')));
        expect(ids).toEqual(['classes.list.item.seed-swap.book-a-place', 'classes.list.item.pruning.book-a-place']);
      } finally {
        await written.close();
      }
    } finally {
      await built.close();
      await rm(dir, { recursive: true });
      await rm(plain, { recursive: true });
    }
  }, 600_000);
});
