// What the states of umi-max's flows (flow.ts) show beyond the truth check, by state: checked by
// test/apps/real-umi-max*.test.ts.

import { expect } from 'vitest';
import type { RealAppFlow } from '../../support/real-app-flow.js';

/** What a state shows beyond the truth check, by state. */
export const checks = (app: RealAppFlow): Record<string, () => Promise<void>> => ({
  'query filled': async () => {
    expect(await app.observe('users.query.name')).toMatchObject({ value: 'Umi' });
  },
  'search expanded': async () => {
    // Its placeholder, marked with aria-placeholder, is no choice.
    expect(await app.observe('users.query.gender')).not.toHaveProperty('value');
  },
  'query reset': async () => {
    expect(await app.observe('users.query.name')).not.toHaveProperty('value');
  },
  'new user open': async () => {
    expect(await app.observe('users.new')).toMatchObject({ state: 'open' });
    // The modal's mask shuts the page behind it out of use.
    expect(await app.observe('users.query.submit')).toMatchObject({ enabled: false });
  },
  'new user added': async () => {
    expect(await app.observe('users.table.item.2')).toMatchObject({ value: expect.stringContaining('Ada') });
  },
  'configure: schedule': async () => {
    expect(await app.observe('users.update.next')).toMatchObject({ name: '提 交' });
  },
  'one row selected': async () => {
    expect(await app.observe('users.table.item.1.select')).toMatchObject({ value: true });
    expect(await app.observe('users.batch.count')).toMatchObject({ value: '1' });
  },
  'batch deleted': async () => {
    expect(await app.observe('users.table.item.0')).toMatchObject({ value: expect.stringContaining('Umi') });
  },
});
