import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '#testing-library';
import { Outlet } from 'react-router';
import { i18n } from '../i18n';
import { pageDescription, pageTitle, usePageTitle } from './page-title';
import { entry, renderRoutes } from './test-router';

const t = i18n.t.bind(i18n);

function Root() {
  usePageTitle();
  return <Outlet />;
}

const routes = [
  entry('/wallet', 'wallet page', { title: 'routes.wallet' }),
  entry('/plain', 'plain page'),
  entry('/:domain', 'creator page', { name: 'Creators', title: 'routes.creator' }),
];

beforeEach(() => {
  document.title = '';
  document.head.querySelector('meta[name="description"]')?.remove();
});

describe('page titles', () => {
  it('defaults to the brand with the tagline about identity checks', () => {
    expect(pageTitle(t, undefined, {}, 'Fanlane')).toBe(
      'Fanlane: Creators and fans, without overbearing identity checks',
    );
  });

  it('uses the route title with the brand', () => {
    expect(pageTitle(t, 'routes.wallet', {}, 'Fanlane')).toBe('Wallet | Fanlane');
    expect(pageTitle(t, 'routes.creator', { domain: 'alice' }, 'Fanlane')).toBe('@alice | Fanlane');
  });

  it('prefixes the description with the brand', () => {
    expect(pageDescription(t, 'Fanlane')).toMatch(/^Fanlane: /);
  });

  it('follows navigation', async () => {
    const { router } = renderRoutes(routes, '/wallet', Root);
    await screen.findByText('wallet page');
    await waitFor(() => expect(document.title).toBe('Wallet | Fanlane'));
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toMatch(/^Fanlane: /);

    await act(() => router.navigate('/plain'));
    await screen.findByText('plain page');
    await waitFor(() => expect(document.title).toBe('Fanlane: Creators and fans, without overbearing identity checks'));

    await act(() => router.navigate('/bob'));
    await screen.findByText('creator page');
    await waitFor(() => expect(document.title).toBe('@bob | Fanlane'));
  });
});
