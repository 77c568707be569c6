import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { PATHS } from '@fanlane/contracts/api-paths';
import { LOCALES } from '@fanlane/contracts/locales';
import { SOCIAL_TASK_SHARES } from '@fanlane/contracts/constants';
import { fakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { FAN, signIn } from '../../../../test/sign-in';
import { changeLanguage } from '../../../i18n';
import { useModalStore } from '../../../shared/stores/modal-store';
import { AboutPage } from './about-page';
import { BrandPage } from './brand-page';
import { CampaignsPage } from './campaigns-page';
import { ContactPage } from './contact-page';
import { FaqPage } from './faq-page';
import { GuidePage } from './guide-page';
import { LoadingPage } from './loading-page';
import { MissionPage } from './mission-page';
import { PartnerPage } from './partner-page';
import { TemplatePage } from './template-page';

const FACTS = { feePercent: 20, holdDays: 7, cardFeeCents: 50, disputeDays: 30 };

function open(path: string, Page: ComponentType) {
  fakeApi({ [PATHS.pageTexts]: () => ({ data: { texts: null, facts: FACTS } }) });
  return renderPage([{ path, Component: Page }], path);
}

afterEach(async () => {
  await changeLanguage('en');
});

const PAGES: Array<[string, ComponentType]> = [
  ['/faq', FaqPage],
  ['/about', AboutPage],
  ['/ourMission', MissionPage],
  ['/partner', PartnerPage],
  ['/videoGuide', GuidePage],
  ['/brand', BrandPage],
  ['/campaigns', CampaignsPage],
  ['/template', TemplatePage],
  ['/contact', ContactPage],
  ['/loading', LoadingPage],
];

describe('the public pages', () => {
  it.each(LOCALES)('read in %s: one h1, no untranslated key, no unfilled placeholder', async (locale) => {
    await changeLanguage(locale);
    for (const [path, Page] of PAGES) {
      const view = open(path, Page);
      const h1s = await screen.findAllByRole('heading', { level: 1 });
      expect(h1s, path).toHaveLength(1);
      const text = document.body.textContent ?? '';
      expect(text, `${locale} ${path}`).not.toMatch(/publicPages\.|\{\{|\}\}/);
      view.unmount();
    }
  });

  it('about and mission quote the fee of this deployment', async () => {
    fakeApi({ [PATHS.pageTexts]: () => ({ data: { texts: null, facts: { ...FACTS, feePercent: 12 } } }) });
    renderPage([{ path: '/about', Component: AboutPage }], '/about');
    expect(await screen.findByText(/You keep 88% of every payment/)).toBeInTheDocument();
  });

  it('partner leads to the contact form with the partnership topic chosen', async () => {
    open('/partner', PartnerPage);
    expect(await screen.findByTestId('partner-cta')).toHaveAttribute('href', '/contact?topic=partner');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toContain('Who we work with');
  });

  it('the guides walk through each flow with the page of every step', async () => {
    open('/videoGuide', GuidePage);
    const fan = await screen.findByTestId('guide-fan');
    expect(within(fan).getAllByRole('listitem')).toHaveLength(5);
    expect(within(fan).getByRole('link', { name: 'Open: Top up your wallet' })).toHaveAttribute('href', '/topUp');
    expect(within(screen.getByTestId('guide-creator')).getByRole('link', { name: 'Open: Apply' })).toHaveAttribute(
      'href',
      '/becomeCreatorIntro',
    );
    expect(within(screen.getByTestId('guide-telegram')).getAllByRole('listitem')).toHaveLength(4);
    // No fake video player.
    expect(document.querySelector('video, iframe')).toBeNull();
  });

  it('campaigns shows the running tasks and opens them for a signed-in fan', async () => {
    const user = userEvent.setup();
    signIn(FAN);
    open('/campaigns', CampaignsPage);
    const card = await screen.findByTestId('campaign-rewards');
    expect(card).toHaveTextContent(`Three tasks, each worth +${SOCIAL_TASK_SHARES} shares`);
    await user.click(within(card).getByTestId('campaign-open-tasks'));
    expect(useModalStore.getState().rewardsOpen).toBe(true);
  });

  it('campaigns asks a visitor to sign in first', async () => {
    const user = userEvent.setup();
    open('/campaigns', CampaignsPage);
    const button = await screen.findByTestId('campaign-open-tasks');
    expect(button).toHaveTextContent('Sign in to take part');
    await user.click(button);
    expect(useModalStore.getState().rewardsOpen).toBe(false);
    expect(useModalStore.getState().loginOpen).toBe(true);
  });

  it('the template copies its sample bio', async () => {
    const user = userEvent.setup();
    open('/template', TemplatePage);
    await user.click(await screen.findByTestId('template-copy-bio'));
    expect(await navigator.clipboard.readText()).toMatch(/^Photographer in Lisbon\./);
  });

  it('the loading screen goes on to the landing page for a visitor', async () => {
    const user = userEvent.setup();
    fakeApi({ [PATHS.pageTexts]: () => ({ data: { texts: null, facts: FACTS } }) });
    renderPage(
      [
        { path: '/loading', Component: LoadingPage },
        { path: '/', Component: () => <p>landing page</p> },
      ],
      '/loading',
    );
    await user.click(await screen.findByTestId('loading-continue'));
    expect(await screen.findByText('landing page')).toBeInTheDocument();
  });
});
