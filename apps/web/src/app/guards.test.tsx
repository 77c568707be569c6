import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { TLoginResult } from '@fanlane/contracts/auth';
import '../i18n';
import { useModalStore } from '../shared/stores/modal-store';
import { initialUserData, useUserStore } from '../shared/stores/user-store';
import { removeCookie, setCookie } from '../shared/lib/cookies';
import { useFinishLogin } from '../features/auth/components/use-finish-login';
import type * as SessionModule from '../features/auth/api/session';
import { guardRedirect, loginRedirectFor } from './guards';
import { entry, renderRoutes } from './test-router';

const device = vi.hoisted(() => ({ telegram: false }));
vi.mock('../shared/lib/device', () => ({
  isTelegram: () => device.telegram,
  isMobile: () => false,
  detectInAppBrowser: () => null,
}));

const session = vi.hoisted(() => ({ firstLogin: false }));
vi.mock('../features/auth/api/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  // Signs in as the real one does (the store), without the network.
  completeLogin: vi.fn(() => {
    useUserStore.setState({ address: '0x1234567890abcdef1234567890abcdef12345678' });
    return Promise.resolve({ firstLogin: session.firstLogin });
  }),
}));

const ADDRESS = '0x1234567890abcdef1234567890abcdef12345678';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function LoginStub() {
  const finishLogin = useFinishLogin();
  return (
    <>
      <Where />
      <button type="button" onClick={() => void finishLogin({} as TLoginResult, 'password')}>
        finish
      </button>
    </>
  );
}

const routes = [
  entry('/home', 'home page', { name: 'Home', login: true }),
  entry('/wallet', 'wallet page', { login: true }),
  entry('/kyc', 'kyc page', { name: 'KYC', login: true }),
  entry('/faq', 'faq page'),
  entry('/becomeCreator', 'become creator page', { name: 'BecomeCreator', login: true }),
  { ...entry('/login', ''), load: () => Promise.resolve(LoginStub) },
];

beforeEach(() => {
  device.telegram = false;
  session.firstLogin = false;
  useUserStore.setState(initialUserData());
  useModalStore.setState({ loginOpen: false, welcomeOpen: false, rewardsOpen: false });
  removeCookie('redirectUri');
});

describe('guardRedirect', () => {
  const wanted = { pathname: '/wallet', search: '?tab=usd' };

  it('sends an anonymous visit of a login route to /login with the wanted path', () => {
    expect(guardRedirect({ login: true }, wanted, { isLoggedIn: false, inTelegram: false })).toBe(
      '/login?redirect=/wallet',
    );
  });

  it('keeps the full path with its query for KYC', () => {
    expect(loginRedirectFor({ name: 'KYC' }, { pathname: '/kyc', search: '?step=2&from=x' })).toBe(
      '/login?redirect=/kyc%3Fstep%3D2%26from%3Dx',
    );
  });

  it('lets logged-in users, public routes and Telegram through', () => {
    expect(guardRedirect({ login: true }, wanted, { isLoggedIn: true, inTelegram: false })).toBeNull();
    expect(guardRedirect({ login: false }, wanted, { isLoggedIn: false, inTelegram: false })).toBeNull();
    expect(guardRedirect({ login: true }, wanted, { isLoggedIn: false, inTelegram: true })).toBeNull();
  });
});

describe('the login guard in the router', () => {
  it('redirects an anonymous visitor to /login?redirect=<path>', async () => {
    const { router } = renderRoutes(routes, '/wallet?tab=usd');
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?redirect=/wallet');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/wallet');
  });

  it('redirects KYC with the full path and query', async () => {
    const { router } = renderRoutes(routes, '/kyc?step=2&from=x');
    await screen.findByTestId('where');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/kyc?step=2&from=x');
  });

  it('shows a login route to a logged-in user', async () => {
    useUserStore.setState({ address: ADDRESS });
    renderRoutes(routes, '/wallet');
    expect(await screen.findByText('wallet page')).toBeInTheDocument();
  });

  it('applies no guard inside Telegram', async () => {
    device.telegram = true;
    renderRoutes(routes, '/home');
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('leaves public routes open', async () => {
    renderRoutes(routes, '/faq');
    expect(await screen.findByText('faq page')).toBeInTheDocument();
  });

  it('hands the current page over to the login page when the session ends (401)', async () => {
    useUserStore.setState({ address: ADDRESS });
    const { router } = renderRoutes(routes, '/wallet');
    await screen.findByText('wallet page');
    act(() => useUserStore.getState().clear());
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?redirect=/wallet');
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('after login', () => {
  it('goes to the redirect query; a becomeCreatorIntro target goes to BecomeCreator', async () => {
    const { router } = renderRoutes(routes, '/login?redirect=/becomeCreatorIntro');
    await screen.findByTestId('where');
    await userEvent.click(screen.getByRole('button', { name: 'finish' }));
    expect(await screen.findByText('become creator page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/becomeCreator');
  });

  it('goes to the redirect query', async () => {
    const { router } = renderRoutes(routes, '/login?redirect=/wallet');
    await screen.findByTestId('where');
    await userEvent.click(screen.getByRole('button', { name: 'finish' }));
    expect(await screen.findByText('wallet page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wallet');
  });

  it('falls back to the saved redirectUri, then Home', async () => {
    setCookie('redirectUri', '/faq');
    const first = renderRoutes(routes, '/login');
    await screen.findByTestId('where');
    await userEvent.click(screen.getByRole('button', { name: 'finish' }));
    await screen.findByText('faq page');
    expect(first.router.state.location.pathname).toBe('/faq');
    first.unmount();

    const second = renderRoutes(routes, '/login');
    await screen.findByTestId('where');
    await userEvent.click(screen.getByRole('button', { name: 'finish' }));
    await screen.findByText('home page');
    expect(second.router.state.location.pathname).toBe('/home');
  });

  it('opens the welcome carousel on a first login, the rewards dialog otherwise', async () => {
    session.firstLogin = true;
    const first = renderRoutes(routes, '/login?redirect=/faq');
    await screen.findByTestId('where');
    await userEvent.click(screen.getByRole('button', { name: 'finish' }));
    await screen.findByText('faq page');
    expect(useModalStore.getState().welcomeOpen).toBe(true);
    expect(useModalStore.getState().rewardsOpen).toBe(false);
    first.unmount();

    useUserStore.setState(initialUserData());
    useModalStore.setState({ welcomeOpen: false });
    session.firstLogin = false;
    renderRoutes(routes, '/login?redirect=/faq');
    await screen.findByTestId('where');
    await userEvent.click(screen.getByRole('button', { name: 'finish' }));
    await screen.findByText('faq page');
    expect(useModalStore.getState().welcomeOpen).toBe(false);
    expect(useModalStore.getState().rewardsOpen).toBe(true);
  });
});
