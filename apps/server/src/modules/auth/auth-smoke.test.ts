import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';

describe(`sign-up and sign-in (${TEST_DRIVER})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('a new fan signs up with an e-mailed code and gets a derived address', async () => {
    const user = await signUp(t);
    expect(user.info.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const me = await t.post(t.paths.me, undefined, user.auth);
    expect(me.status).toBe(200);
  });
});
