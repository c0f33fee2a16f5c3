import { describe, expect, it } from 'vitest';
import { ConfigError, VARIABLES, loadConfig } from '../../src/config/config.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      cdpUrl: 'http://127.0.0.1:9222',
      cdpHeaders: {},
      targetUrl: undefined,
      allowFileUrls: false,
      launchBrowser: false,
      headless: true,
      executablePath: undefined,
      timeoutMs: 30_000,
      maxResponseChars: 40_000,
    });
    for (const variable of VARIABLES) expect(variable.name).toMatch(/^SEMANTIC_HINTS_/);
  });

  it('reads every variable', () => {
    expect(
      loadConfig({
        SEMANTIC_HINTS_CDP_URL: 'ws://127.0.0.1:3000/devtools/browser/abc',
        SEMANTIC_HINTS_CDP_HEADERS: '{"Authorization": "Bearer s3cret-token", "X-Team": "qa"}',
        SEMANTIC_HINTS_TARGET_URL: 'file:///srv/app/index.html',
        SEMANTIC_HINTS_ALLOW_FILE_URLS: 'true',
        SEMANTIC_HINTS_LAUNCH_BROWSER: 'TRUE',
        SEMANTIC_HINTS_HEADLESS: 'false',
        SEMANTIC_HINTS_EXECUTABLE_PATH: '/opt/chrome',
        SEMANTIC_HINTS_TIMEOUT_MS: '5000',
        SEMANTIC_HINTS_MAX_RESPONSE_CHARS: '20000',
      }),
    ).toEqual({
      cdpUrl: 'ws://127.0.0.1:3000/devtools/browser/abc',
      cdpHeaders: { Authorization: 'Bearer s3cret-token', 'X-Team': 'qa' },
      targetUrl: 'file:///srv/app/index.html',
      allowFileUrls: true,
      launchBrowser: true,
      headless: false,
      executablePath: '/opt/chrome',
      timeoutMs: 5000,
      maxResponseChars: 20000,
    });
    expect(loadConfig({ SEMANTIC_HINTS_CDP_URL: 'wss://browser.example.test/session' }).cdpUrl).toBe(
      'wss://browser.example.test/session',
    );
  });

  it('names every invalid variable at once, with what to use instead', () => {
    let error: unknown;
    try {
      loadConfig({
        SEMANTIC_HINTS_CDP_URL: 'ftp://localhost:9222',
        SEMANTIC_HINTS_TARGET_URL: 'javascript:alert(1)',
        SEMANTIC_HINTS_LAUNCH_BROWSER: 'maybe',
        SEMANTIC_HINTS_TIMEOUT_MS: '-1',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/SEMANTIC_HINTS_CDP_URL="ftp:\/\/localhost:9222" must use http: or https: or ws: or wss:/);
    expect(message).toMatch(/SEMANTIC_HINTS_TARGET_URL="javascript:alert\(1\)" must use http: or https: or file:/);
    expect(message).toMatch(/SEMANTIC_HINTS_LAUNCH_BROWSER="maybe" is not a boolean: use true or false/);
    expect(message).toMatch(/SEMANTIC_HINTS_TIMEOUT_MS="-1" must be a whole number/);
  });

  it('refuses a file: target URL unless file: URLs are allowed, naming the variable', () => {
    expect(() => loadConfig({ SEMANTIC_HINTS_TARGET_URL: 'file:///srv/app/index.html' })).toThrow(
      /SEMANTIC_HINTS_TARGET_URL: file:\/\/\/srv\/app\/index.html is a file: URL.*SEMANTIC_HINTS_ALLOW_FILE_URLS=true/,
    );
  });

  const problemOf = (env: Record<string, string>): string => {
    try {
      loadConfig(env);
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as Error).message;
    }
    throw new Error('the configuration was accepted');
  };

  it.each([
    [
      '{"Authorization": "Bearer s3cret-token"',
      /SEMANTIC_HINTS_CDP_HEADERS is not valid JSON.*\{"Authorization": "Bearer <token>"\}/,
    ],
    ['["Bearer s3cret-token"]', /SEMANTIC_HINTS_CDP_HEADERS must be a JSON object .* it is an array/],
    ['"Bearer s3cret-token"', /must be a JSON object .* it is a string/],
    ['{"Authorization": ["s3cret-token"]}', /the value of Authorization must be a string/],
    ['{"Bad Name": "s3cret-token"}', /"Bad Name" is not a header name/],
    ['{"X-Token": "s3cret-token\\r\\nX-Evil: 1"}', /the value of X-Token contains a line break/],
  ])('rejects SEMANTIC_HINTS_CDP_HEADERS=%s with how to fix it, never quoting the value', (raw, message) => {
    const problem = problemOf({ SEMANTIC_HINTS_CDP_HEADERS: raw });
    expect(problem).toMatch(message);
    expect(problem).not.toContain('s3cret');
  });

  it.each([
    ['127.0.0.1:9333', 'SEMANTIC_HINTS_CDP_URL="127.0.0.1:9333" has no scheme: write it as http://127.0.0.1:9333.'],
    ['localhost:9333', 'SEMANTIC_HINTS_CDP_URL="localhost:9333" has no scheme: write it as http://localhost:9333.'],
  ])('says that the CDP endpoint %s lacks a scheme, showing it', (raw, message) => {
    expect(problemOf({ SEMANTIC_HINTS_CDP_URL: raw })).toContain(message);
  });

  it('shows a scheme-less endpoint without its credentials', () => {
    const problem = problemOf({ SEMANTIC_HINTS_CDP_URL: 'zone:pw-s3cret@grid.example.test:9333' });
    expect(problem).not.toContain('s3cret');
    expect(problem).toContain(
      'SEMANTIC_HINTS_CDP_URL="***:***@grid.example.test:9333/" has no scheme: write it as http://***:***@grid.example.test:9333/.',
    );
  });

  it('prints an invalid CDP endpoint with its token masked', () => {
    const problem = problemOf({ SEMANTIC_HINTS_CDP_URL: 'ftp://user:pw-secret@grid.example.test/?token=s3cret-token' });
    expect(problem).toContain('SEMANTIC_HINTS_CDP_URL="ftp://***:***@grid.example.test/?token=***" must use');
    expect(problem).not.toMatch(/s3cret|pw-secret/);
  });
});
