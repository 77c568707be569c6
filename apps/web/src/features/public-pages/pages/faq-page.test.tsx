import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPageTexts } from '@fanlane/contracts/public-pages';
import { fakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { changeLanguage, i18n } from '../../../i18n';
import en from '../locales/en.json';
import { FaqPage } from './faq-page';

const FACTS: TPageTexts['facts'] = { feePercent: 15, holdDays: 3, cardFeeCents: 35, disputeDays: 30 };

function open(path = '/faq', texts: TPageTexts['texts'] = null) {
  const api = fakeApi({ [PATHS.pageTexts]: () => ({ data: { texts, facts: FACTS } }) });
  const view = renderPage([{ path: '/faq', Component: FaqPage }], path);
  return { ...view, api };
}

const items = () => screen.queryAllByTestId(/^faq-item-/);
const search = () => screen.getByRole('searchbox', { name: 'Search the answers' });

afterEach(async () => {
  await changeLanguage('en');
  // An operator's texts are merged into the strings: the next test gets the built-in ones back.
  i18n.addResourceBundle('en', en, true);
});

describe('/faq', () => {
  it('shows every topic with its questions, headings in order, the figures of this deployment filled in', async () => {
    const { api } = open();
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    expect(api.bodies(PATHS.pageTexts)).toEqual([{ locale: 'en' }]);
    const topics = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(topics).toEqual([
      'Your account',
      'Payments and wallet',
      'Subscriptions',
      'Creators and payouts',
      'Privacy and safety',
      'Telegram',
      'Still need help?',
      'More from Fanlane',
    ]);
    expect(items().length).toBeGreaterThanOrEqual(30);
    const earn = screen.getByTestId('faq-item-faq-creators-earn');
    expect(earn).toHaveTextContent('You keep 85% of every payment');
    expect(earn).toHaveTextContent('The platform fee of 15%');
    expect(screen.getByTestId('faq-item-faq-payments-topup')).toHaveTextContent('a fixed fee of $0.35');
    expect(screen.getByTestId('faq-item-faq-creators-hold')).toHaveTextContent('pending for 3 days');
    // The answers' links lead into the app.
    expect(
      within(screen.getByTestId('faq-item-faq-payments-refund')).getByRole('link', { name: 'Payments' }),
    ).toHaveAttribute('href', '/payments');
    expect(screen.getByTestId('faq-contact')).toHaveAttribute('href', '/contact');
  });

  it('searches questions and answers as you type, ignoring case and accents, and marks what matched', async () => {
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByTestId('faq-search'), 'REFÜND');
    await waitFor(() => expect(screen.getByTestId('faq-results')).toHaveTextContent(/^Answers found: \d+$/));
    const found = items().map((el) => el.id);
    expect(found).toContain('faq-payments-refund');
    expect(found).not.toContain('faq-telegram-stars');
    for (const item of items()) expect(item).toHaveAttribute('open');
    expect(screen.getByTestId('faq-item-faq-payments-refund').querySelector('mark')).not.toBeNull();
    expect(screen.getByTestId('faq-results')).toHaveTextContent(`Answers found: ${found.length}`);

    // Every word counts, in any order, in the answer too.
    await user.clear(search());
    await user.type(search(), 'stars whole');
    await waitFor(() => expect(items().map((el) => el.id)).toEqual(['faq-telegram-stars']));
  });

  it('says so when nothing matches, and leads to the contact form', async () => {
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByTestId('faq-search'), 'zebra crossing');
    const none = await screen.findByTestId('faq-no-results');
    expect(none).toHaveTextContent('No answer matches “zebra crossing”');
    expect(within(none).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(items()).toEqual([]);
  });

  it('opens a search from the address (?q=) and clears it', async () => {
    const user = userEvent.setup();
    const { router } = open('/faq?q=payout');
    await waitFor(() => expect(items().map((el) => el.id)).toContain('faq-creators-payout'));
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(router.state.location.search).toBe('');
    expect(items().length).toBeGreaterThanOrEqual(30);
  });

  it('opens the question a link points at (#faq-…), and copies the link to a question', async () => {
    const user = userEvent.setup();
    open('/faq#faq-telegram-stars');
    const linked = await screen.findByTestId('faq-item-faq-telegram-stars');
    expect(linked).toHaveAttribute('open');
    expect(screen.getByTestId('faq-item-faq-telegram-bot')).not.toHaveAttribute('open');
    await user.click(within(linked).getByTestId('faq-copy-faq-telegram-stars'));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/faq#faq-telegram-stars`);
    expect(linked).toHaveTextContent('Link copied');
  });

  it('searches in the interface language', async () => {
    await changeLanguage('de');
    const user = userEvent.setup();
    open();
    await screen.findByRole('heading', { level: 1, name: 'Häufige Fragen' });
    await user.type(search2(), 'kündigen');
    await waitFor(() => expect(items().map((el) => el.id)).toContain('faq-subscriptions-cancel'));
  });

  it("shows the operator's texts over the built-in ones, and hides a question they emptied", async () => {
    open('/faq', {
      faq: {
        title: 'Questions about our club',
        groups: { account: { items: { create: { q: '' }, signin: { a: 'Call us at the front desk.' } } } },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Questions about our club' });
    expect(screen.queryByTestId('faq-item-faq-account-create')).toBeNull();
    expect(screen.getByTestId('faq-item-faq-account-signin')).toHaveTextContent('Call us at the front desk.');
  });
});

const search2 = () => screen.getByTestId('faq-search');
