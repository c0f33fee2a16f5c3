// The order in which `vitest run` hands test files to its workers. First the files that take
// longest, longest first, whatever their layer: started last, one of them would run on alone at
// the end while the other workers idle (a fresh checkout has no timings of its own to go by). Then
// layer by layer, in the order vitest.config.ts lists the layers, so that the end-to-end layer,
// listed first, starts first. Its files spend most of their time waiting on child processes (the
// CLI, npm, Claude Code, Playwright Test): the browser layers' CPU work fills those waits instead
// of following them. Within a layer, Vitest's own order (longest first when it has timed the
// files before, else largest first).

import { relative } from 'node:path';
import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';

/** The longest files, longest first, each taking a minute or more on two cores. */
export const LONGEST = [
  'test/apps/real-react-admin.list.test.ts',
  'test/apps/real-umi-max.users.test.ts',
  'test/apps/real-react-admin.layout.test.ts',
  'test/tools/cli-crawl.test.ts',
  'test/tools/tabs.test.ts',
  'test/e2e/install.test.ts',
  'test/e2e/hint-command.react-swc.test.ts',
  'test/tools/robustness.test.ts',
  'test/e2e/playwright-test.test.ts',
  'test/e2e/demo.test.ts',
  'test/apps/real-sb-admin-2.dashboard.test.ts',
  'test/apps/real-sb-admin-2.staff.test.ts',
];

export default class LayerSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const order = this.ctx.projects.map((project) => project.name);
    const long = (spec: TestSpecification) => {
      const at = LONGEST.indexOf(relative(this.ctx.config.root, spec.moduleId).replaceAll('\\', '/'));
      return at === -1 ? LONGEST.length : at;
    };
    const rank = (spec: TestSpecification) => order.indexOf(spec.project.name);
    // Array.prototype.sort is stable: each layer keeps the order Vitest gave it.
    return (await super.sort(files)).sort((a, b) => long(a) - long(b) || rank(a) - rank(b));
  }
}
