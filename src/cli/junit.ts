// The crawl as JUnit XML for CI: one test case per page, one failure per gap kind the gate fails
// on (and one for coverage below --min-coverage), an error for a page that could not be loaded,
// a skip for a page without the --scope element. Gap kinds the gate ignores go to system-out.

import { GAP_KINDS } from '../page/types.js';
import type { CrawlSummary } from './crawl-summary.js';

/** Text safe in an XML attribute or element: escaped, with the characters XML 1.0 forbids dropped. */
export function xmlText(text: string): string {
  return text
    .replace(/[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

const attributes = (values: Record<string, string | number>) =>
  Object.entries(values)
    .map(([name, value]) => ` ${name}="${xmlText(String(value))}"`)
    .join('');

export function junitXml(summary: CrawlSummary): string {
  const cases: string[] = [];
  let failures = 0;
  let errors = 0;
  let skipped = 0;
  for (const page of summary.pages) {
    const body: string[] = [];
    for (const failure of page.failures) {
      const gap = failure.rule === 'minCoverage' ? undefined : page.review.gaps[failure.rule];
      const places = gap
        ? gap.places.join('\n') + (gap.count > gap.places.length ? `\n… and ${gap.count - gap.places.length} more` : '')
        : '';
      body.push(
        `      <failure${attributes({ type: failure.rule, message: failure.message })}>${xmlText(places)}</failure>`,
      );
    }
    if (page.failures.length > 0) failures++;
    const ignored = GAP_KINDS.filter((kind) => page.review.gaps[kind] && !summary.gate.failOn.includes(kind));
    if (ignored.length > 0)
      body.push(
        `      <system-out>${xmlText(ignored.map((kind) => `${kind} (not gated): ${page.review.gaps[kind]!.places.join(', ')}`).join('\n'))}</system-out>`,
      );
    cases.push(
      `    <testcase${attributes({ classname: page.screen ?? 'page', name: page.url })}>${body.length ? `\n${body.join('\n')}\n    ` : ''}</testcase>`,
    );
  }
  for (const page of summary.unreviewed) {
    const message = `${page.reason}${page.linkedFrom ? ` (linked from ${page.linkedFrom})` : ''}`;
    if (page.failed) errors++;
    else skipped++;
    cases.push(
      `    <testcase${attributes({ classname: 'page', name: page.url })}>\n      <${page.failed ? 'error type="load"' : 'skipped'}${attributes({ message })}/>\n    </testcase>`,
    );
  }
  const tests = cases.length;
  const counts = { tests, failures, errors, skipped };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites${attributes({ name: 'semantic-hints', tests, failures, errors })}>`,
    `  <testsuite${attributes({ name: `Hint review of ${summary.origin}`, ...counts })}>`,
    `    <properties>`,
    ...(summary.source === undefined
      ? [
          `      <property${attributes({ name: 'start', value: summary.start })}/>`,
          `      <property${attributes({ name: 'stopped', value: summary.stopped })}/>`,
        ]
      : [`      <property${attributes({ name: 'source', value: summary.source })}/>`]),
    ...(summary.coverage === undefined
      ? []
      : [`      <property${attributes({ name: 'coverage', value: summary.coverage })}/>`]),
    `    </properties>`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
