import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { CONTACT_MESSAGE_MAX } from '@fanlane/contracts/contact';
import { ERRORS } from '@fanlane/contracts/errors';
import { fakeApi } from '../../../../test/fake-api';
import type { FakeHandler } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { FAN, signIn } from '../../../../test/sign-in';
import { changeLanguage } from '../../../i18n';
import { ContactPage } from './contact-page';

const FACTS = { feePercent: 20, holdDays: 7, cardFeeCents: 50, disputeDays: 30 };
const SENT = { id: '7f3c2a10-0000-4000-8000-000000000001', receivedAt: '2026-05-01T10:00:00.000Z' };

function open(path = '/contact', contactUs: FakeHandler = () => ({ data: SENT })) {
  const api = fakeApi({
    [PATHS.pageTexts]: () => ({ data: { texts: null, facts: FACTS } }),
    [PATHS.contactUs]: contactUs,
  });
  const view = renderPage([{ path: '/contact', Component: ContactPage }], path);
  return { ...view, api };
}

const field = (testId: string) => screen.getByTestId(testId);
const errorOf = (testId: string) => {
  const id = field(testId).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
};

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<string, string>> = {}) {
  const form = {
    name: 'Ada Visitor',
    email: 'ada@example.com',
    topic: 'payments',
    message: 'My top-up never arrived yesterday.',
    ...values,
  };
  await user.clear(field('contact-name'));
  if (form.name) await user.type(field('contact-name'), form.name);
  await user.clear(field('contact-email'));
  if (form.email) await user.type(field('contact-email'), form.email);
  if (form.topic) await user.selectOptions(field('contact-topic'), form.topic);
  await user.clear(field('contact-message'));
  if (form.message) await user.type(field('contact-message'), form.message);
}

afterEach(async () => {
  await changeLanguage('en');
});

describe('/contact', () => {
  it('checks every field with the catalogue messages before sending, and focuses the first one to fix', async () => {
    const user = userEvent.setup();
    const { api } = open();
    await user.click(await screen.findByTestId('contact-submit'));
    await waitFor(() => expect(errorOf('contact-name')).toBe('Please enter your name (up to 80 characters).'));
    expect(errorOf('contact-email')).toBe('Please enter an e-mail address we can reply to.');
    expect(errorOf('contact-topic')).toBe('Please choose what your message is about.');
    expect(errorOf('contact-message')).toBe('Please write a little more: at least 10 characters.');
    expect(field('contact-name')).toHaveFocus();
    expect(field('contact-name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodies(PATHS.contactUs)).toEqual([]);

    // Fixing a field clears its message as you type.
    await user.type(field('contact-email'), 'ada@example.com');
    expect(errorOf('contact-email')).not.toBe('Please enter an e-mail address we can reply to.');
    expect(field('contact-email')).not.toHaveAttribute('aria-invalid');
  });

  it('counts the characters of the message', async () => {
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByTestId('contact-message'), 'Hello 👋');
    expect(field('contact-counter')).toHaveTextContent(`7/${CONTACT_MESSAGE_MAX}`);
  });

  it('sends the form and shows that it arrived, with a reference; another message starts over', async () => {
    const user = userEvent.setup();
    const { api } = open();
    await screen.findByTestId('contact-form');
    await fill(user);
    await user.click(field('contact-submit'));
    const sent = await screen.findByTestId('contact-sent');
    expect(api.bodies(PATHS.contactUs)).toEqual([
      {
        name: 'Ada Visitor',
        email: 'ada@example.com',
        topic: 'payments',
        message: 'My top-up never arrived yesterday.',
      },
    ]);
    expect(within(sent).getByRole('heading', { name: 'Message sent' })).toHaveFocus();
    expect(sent).toHaveTextContent('Thank you, Ada Visitor. We will answer at ada@example.com as soon as we can.');
    expect(screen.getByTestId('contact-reference')).toHaveTextContent('Reference: 7F3C2A10');

    await user.click(screen.getByTestId('contact-another'));
    expect(field('contact-message')).toHaveValue('');
  });

  it('prefills a signed-in visitor and takes the topic from the address', async () => {
    signIn(FAN, { email: 'lena@example.com', displayName: 'Lena' });
    open('/contact?topic=partner');
    expect(await screen.findByTestId('contact-email')).toHaveValue('lena@example.com');
    expect(field('contact-name')).toHaveValue('Lena');
    expect(field('contact-topic')).toHaveValue('partner');
    expect(screen.getByTestId('contact-account')).toHaveTextContent('Sent from your account Lena.');
    expect(screen.getByTestId('contact-mailto')).toHaveAttribute('href', 'mailto:support@fanlane.local');
  });

  it("shows the server's refusal of a field beside that field, in the words it sent", async () => {
    const user = userEvent.setup();
    open('/contact', () => ({
      code: ERRORS.CONTACT_EMAIL_INVALID.code,
      status: 422,
      msg: 'Bitte gib eine E-Mail-Adresse an, an die wir antworten können.',
      data: {
        fields: [
          { field: 'email', code: 1012421, message: 'Bitte gib eine E-Mail-Adresse an, an die wir antworten können.' },
        ],
      },
    }));
    await screen.findByTestId('contact-form');
    await fill(user);
    await user.click(field('contact-submit'));
    await waitFor(() =>
      expect(errorOf('contact-email')).toBe('Bitte gib eine E-Mail-Adresse an, an die wir antworten können.'),
    );
    expect(screen.queryByTestId('contact-sent')).toBeNull();
    expect(screen.queryByTestId('contact-error')).toBeNull();
  });

  it('shows any other refusal (too many messages) above the button, and no global alert', async () => {
    const user = userEvent.setup();
    open('/contact', () => ({ code: 429, status: 429, msg: 'Too many requests. Please wait a moment.' }));
    await screen.findByTestId('contact-form');
    await fill(user);
    await user.click(field('contact-submit'));
    expect(await screen.findByTestId('contact-error')).toHaveTextContent('Too many requests. Please wait a moment.');
    // Typing again clears the old refusal.
    await user.type(field('contact-message'), '!');
    expect(screen.queryByTestId('contact-error')).toBeNull();
  });

  it("checks the fields with the catalogue's words in the interface language", async () => {
    await changeLanguage('ja');
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByTestId('contact-submit'));
    await waitFor(() => expect(errorOf('contact-email')).toBe('返信できるメールアドレスを入力してください。'));
    expect(errorOf('contact-message')).toBe('もう少し詳しく書いてください（10 文字以上）。');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('お問い合わせ');
  });
});
