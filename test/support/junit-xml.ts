// The JUnit XML a crawl writes, checked to be well-formed and parsed, each list an array.

import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect } from 'vitest';

interface JUnitCase {
  '@_name': string;
  '@_classname': string;
  failure?: { '@_type': string; '@_message': string; '#text'?: string }[];
  error?: { '@_type': string; '@_message': string }[];
  skipped?: unknown[];
}

export function parseJUnit(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => ['testsuite', 'testcase', 'failure', 'error', 'skipped'].includes(name),
  }).parse(xml) as {
    testsuites: {
      '@_tests': string;
      '@_failures': string;
      '@_errors': string;
      testsuite: { '@_tests': string; testcase: JUnitCase[] }[];
    };
  };
  return parsed.testsuites;
}
