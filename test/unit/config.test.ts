import { describe, expect, it } from 'vitest';
import { ConfigError, VARIABLES, loadConfig } from '../../src/config.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      cdpUrl: 'http://127.0.0.1:9222',
      targetUrl: undefined,
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
        SEMANTIC_HINTS_TARGET_URL: 'http://localhost:8080',
        SEMANTIC_HINTS_LAUNCH_BROWSER: 'TRUE',
        SEMANTIC_HINTS_HEADLESS: 'false',
        SEMANTIC_HINTS_EXECUTABLE_PATH: '/opt/chrome',
        SEMANTIC_HINTS_TIMEOUT_MS: '5000',
        SEMANTIC_HINTS_MAX_RESPONSE_CHARS: '20000',
      }),
    ).toEqual({
      cdpUrl: 'ws://127.0.0.1:3000/devtools/browser/abc',
      targetUrl: 'http://localhost:8080',
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
        SEMANTIC_HINTS_CDP_URL: 'localhost:9222',
        SEMANTIC_HINTS_TARGET_URL: 'javascript:alert(1)',
        SEMANTIC_HINTS_LAUNCH_BROWSER: 'maybe',
        SEMANTIC_HINTS_TIMEOUT_MS: '-1',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/SEMANTIC_HINTS_CDP_URL="localhost:9222" must use http: or https: or ws: or wss:/);
    expect(message).toMatch(/SEMANTIC_HINTS_TARGET_URL="javascript:alert\(1\)" must use http: or https: or file:/);
    expect(message).toMatch(/SEMANTIC_HINTS_LAUNCH_BROWSER="maybe" is not a boolean: use true or false/);
    expect(message).toMatch(/SEMANTIC_HINTS_TIMEOUT_MS="-1" must be a whole number/);
  });
});
