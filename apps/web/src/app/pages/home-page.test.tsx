import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '#testing-library';
import { PATHS } from '@fanlane/contracts/api-paths';
import { friendlyName } from '@fanlane/contracts/names';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { FAN, signIn } from '../../../test/sign-in';
import { STORAGE_KEYS } from '../../shared/lib/storage-keys';
import { withoutIsolates } from '../../shared/ui/user-text';
import { HomePage } from './home-page';

function showHome() {
  fakeApi({ [PATHS.blogHomeV1]: () => ({ data: { items: [], nextCursor: null } }) });
  renderPage([{ path: '/home', Component: HomePage }], '/home');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the home greeting', () => {
  it('greets a person by their name, beside their generated avatar', async () => {
    signIn(FAN, { displayName: 'Noor' });
    showHome();
    const welcome = await screen.findByTestId('home-welcome');
    // The name sits in Unicode isolates, so it keeps its own direction in any language.
    expect(welcome.textContent).toBe('Welcome back, \u2068Noor\u2069');
    expect(screen.getByRole('img', { name: 'Noor' })).toHaveTextContent('N');
  });

  it('welcomes a brand-new account, and welcomes back everyone else', async () => {
    signIn(FAN, { displayName: 'Noor' });
    sessionStorage.setItem(STORAGE_KEYS.newAccount, '1');
    showHome();
    expect(withoutIsolates((await screen.findByTestId('home-welcome')).textContent ?? '')).toBe('Welcome, Noor');
    document.body.innerHTML = '';
    sessionStorage.removeItem(STORAGE_KEYS.newAccount);
    showHome();
    expect(withoutIsolates((await screen.findByTestId('home-welcome')).textContent ?? '')).toBe('Welcome back, Noor');
  });

  it('never greets anyone by their wallet address', async () => {
    // Info kept from before the server named everyone: no name, or the address as one.
    for (const displayName of [null, FAN]) {
      signIn(FAN, { displayName });
      showHome();
      const welcome = await screen.findByTestId('home-welcome');
      expect(withoutIsolates(welcome.textContent ?? '')).toBe(`Welcome back, ${friendlyName(FAN)}`);
      expect(welcome.textContent).not.toContain('0x');
      document.body.innerHTML = '';
    }
  });
});
