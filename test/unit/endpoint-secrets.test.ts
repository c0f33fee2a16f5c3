import { describe, expect, it } from 'vitest';
import { endpointSecrets, redact, shownEndpoint } from '../../src/config/endpoint-secrets.js';

describe('shownEndpoint', () => {
  it.each([
    ['http://127.0.0.1:9222', 'http://127.0.0.1:9222'],
    ['wss://chrome.example.test?token=s3cret-token', 'wss://chrome.example.test/?token=***'],
    [
      'wss://chrome.example.test/chromium?token=s3cret-token&stealth=true',
      'wss://chrome.example.test/chromium?token=***&stealth=***',
    ],
    ['wss://customer-zone:pw-s3cret@browser.example.test:9222', 'wss://***:***@browser.example.test:9222/'],
    ['ws://grid.example.test:4444/session/abc/se/cdp', 'ws://grid.example.test:4444/session/abc/se/cdp'],
    ['wss://chrome.example.test/?s3cret-token', 'wss://chrome.example.test/?***'],
    ['not a url s3cret', '***'],
    // No scheme: shown, but for what would be user info or a query.
    ['127.0.0.1:9333', '127.0.0.1:9333'],
    ['zone:pw-s3cret@grid.example.test:9333', '***:***@grid.example.test:9333/'],
    ['grid.example.test:9333?token=s3cret-token', 'grid.example.test:9333/?token=***'],
  ])('%s is shown as %s', (raw, shown) => {
    expect(shownEndpoint(raw)).toBe(shown);
  });
});

describe('redact', () => {
  it('masks header values, their credentials part, user info and query values, as given and as encoded', () => {
    const secrets = endpointSecrets('wss://zone:pw%2Fs3cret@h.example.test/?token=a+b%2Fc-token&x=1', {
      Authorization: 'Bearer s3cret-bearer',
    });
    const text = [
      'sent Bearer s3cret-bearer',
      'token s3cret-bearer',
      'password pw%2Fs3cret and pw/s3cret',
      'query a+b%2Fc-token and a b/c-token',
      'x=1 stays',
    ].join('; ');
    expect(redact(text, secrets)).toBe('sent ***; token ***; password *** and ***; query *** and ***; x=1 stays');
  });
});
