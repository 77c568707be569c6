import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import type { TSubmission } from '@fanlane/contracts/creator';
import { fakeApi } from '../../../../test/fake-api';
import type { FakeHandler } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { signIn, userInfo } from '../../../../test/sign-in';
import { initialUserData, useUserStore } from '../../../shared/stores/user-store';
import { BecomeCreatorApplyPage } from './become-creator-apply-page';

const DETAIL = '/creator/submission/v1/detail';
const DOMAIN_EXIST = '/creator/submission/v1/domain-exist';
const SUBMIT = '/creator/submission/v1/submit';

const ME = userInfo('0x1234567890abcdef1234567890abcdef12345678', { email: 'maya@example.com', displayName: 'Maya' });

function submission(extra: Partial<TSubmission> = {}): TSubmission {
  return {
    id: 's1',
    status: 'draft',
    creatorDomain: 'maya_draft',
    displayName: 'Maya Draft',
    categories: ['music'],
    socialLinks: [{ platform: 'youtube', url: 'https://youtube.com/@maya' }],
    country: 'DE',
    dateOfBirth: '1991-02-03',
    agreed: false,
    rejectReason: null,
    submittedAt: null,
    reviewedAt: null,
    updatedAt: '2026-04-01T10:00:00Z',
    ...extra,
  };
}

function setup(handlers: Record<string, FakeHandler> = {}) {
  const api = fakeApi({
    [DETAIL]: () => ({ data: null }),
    [DOMAIN_EXIST]: ({ creatorDomain }) =>
      creatorDomain === 'taken_one'
        ? { data: { available: false, reason: 'taken' } }
        : { data: { available: true, reason: null } },
    [SUBMIT]: () => ({ data: submission({ status: 'submitted' }) }),
    ...handlers,
  });
  const view = renderPage(
    [
      { path: '/becomeCreatorApply', Component: BecomeCreatorApplyPage },
      { path: '/becomeCreator', element: <p>status page</p> },
    ],
    '/becomeCreatorApply',
  );
  return { api, ...view };
}

const status = () => screen.getByTestId('apply-domain-status');

async function fillComplete(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByTestId('apply-domain'), 'maya_rivers');
  await user.clear(screen.getByTestId('apply-display-name'));
  await user.type(screen.getByTestId('apply-display-name'), 'Maya Rivers');
  await user.click(screen.getByTestId('apply-category-art'));
  await user.click(screen.getByTestId('apply-category-photography'));
  await user.click(screen.getByTestId('apply-add-link'));
  await user.type(screen.getByTestId('apply-link-url-0'), 'https://x.com/maya');
  await user.selectOptions(screen.getByTestId('apply-country'), 'FR');
  fireEvent.input(screen.getByTestId('apply-dob'), { target: { value: '1990-04-12' } });
  await user.click(screen.getByTestId('apply-agree'));
}

beforeEach(() => {
  signIn(ME.address, ME);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the page address check', () => {
  it('waits until typing pauses, then asks the server once and says it is available', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await user.type(await screen.findByTestId('apply-domain'), 'maya');
    expect(status()).toHaveAttribute('data-state', 'checking');
    expect(api.bodies(DOMAIN_EXIST)).toEqual([]);

    await waitFor(() => expect(status()).toHaveAttribute('data-state', 'available'));
    expect(status()).toHaveTextContent('Available');
    expect(api.bodies(DOMAIN_EXIST)).toEqual([{ creatorDomain: 'maya' }]);
    expect(screen.getByTestId('apply-domain-preview')).toHaveTextContent(/\/maya$/);
  });

  it('says taken when the server does, with a hint', async () => {
    const user = userEvent.setup();
    setup();
    await user.type(await screen.findByTestId('apply-domain'), 'taken_one');
    await waitFor(() => expect(status()).toHaveAttribute('data-state', 'taken'));
    expect(screen.getByText('Someone already has this address. Try another one.')).toBeInTheDocument();
  });

  it('knows reserved and invalid addresses without asking the server', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    const input = await screen.findByTestId('apply-domain');
    await user.type(input, 'home');
    await waitFor(() => expect(status()).toHaveAttribute('data-state', 'reserved'));
    await user.clear(input);
    await user.type(input, 'no way!');
    await waitFor(() => expect(status()).toHaveAttribute('data-state', 'invalid'));
    expect(api.bodies(DOMAIN_EXIST)).toEqual([]);
  });

  it('shows a reason the server gives', async () => {
    const user = userEvent.setup();
    setup({ [DOMAIN_EXIST]: () => ({ data: { available: false, reason: 'reserved' } }) });
    await user.type(await screen.findByTestId('apply-domain'), 'official_x');
    await waitFor(() => expect(status()).toHaveAttribute('data-state', 'reserved'));
  });
});

describe('client validation', () => {
  it('stops an under-18 applicant without categories or agreement before calling the server', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await user.type(await screen.findByTestId('apply-domain'), 'maya');
    fireEvent.input(screen.getByTestId('apply-dob'), { target: { value: '2015-01-01' } });
    await user.click(screen.getByTestId('apply-submit'));

    expect(
      await screen.findByText('You must be 18 or older to become a creator.', { selector: '[role="alert"]' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose 1 to 3 categories.')).toBeInTheDocument();
    expect(screen.getByText('Please accept the creator terms to submit.')).toBeInTheDocument();
    expect(screen.getByText('Choose your country.')).toBeInTheDocument();
    expect(screen.getByTestId('apply-error')).toHaveTextContent('Some fields need your attention.');
    expect(api.bodies(SUBMIT)).toEqual([]);
  });

  it('shows the 18+ rule before anything is typed', async () => {
    setup();
    expect(await screen.findByText('You must be 18 or older to become a creator.')).toBeInTheDocument();
  });

  it('offers at most three categories', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByTestId('apply-category-art'));
    await user.click(screen.getByTestId('apply-category-music'));
    await user.click(screen.getByTestId('apply-category-travel'));
    expect(screen.getByTestId('apply-category-comedy')).toBeDisabled();
    expect(screen.getByTestId('apply-category-art')).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('sending the application', () => {
  it('submits every field and goes to the status page', async () => {
    const user = userEvent.setup();
    const { api, router } = setup();
    await screen.findByTestId('apply-domain');
    await fillComplete(user);
    await user.click(screen.getByTestId('apply-submit'));

    expect(await screen.findByText('status page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/becomeCreator');
    expect(api.bodies(SUBMIT)).toEqual([
      {
        submit: true,
        creatorDomain: 'maya_rivers',
        displayName: 'Maya Rivers',
        categories: ['art', 'photography'],
        socialLinks: [{ platform: 'x', url: 'https://x.com/maya' }],
        country: 'FR',
        dateOfBirth: '1990-04-12',
        agreed: true,
      },
    ]);
  });

  it('saves a draft with what is filled in and stays on the page', async () => {
    const user = userEvent.setup();
    const { api, router } = setup({ [SUBMIT]: () => ({ data: submission() }) });
    await user.type(await screen.findByTestId('apply-domain'), 'maya_rivers');
    await user.click(screen.getByTestId('apply-category-art'));
    await user.click(screen.getByTestId('apply-save-draft'));

    expect(await screen.findByTestId('apply-draft-saved')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/becomeCreatorApply');
    expect(api.bodies(SUBMIT)).toEqual([
      { submit: false, creatorDomain: 'maya_rivers', displayName: 'Maya', categories: ['art'], socialLinks: [] },
    ]);
  });

  it('shows a domain taken meanwhile (1012027) on the domain field', async () => {
    const user = userEvent.setup();
    setup({ [SUBMIT]: () => ({ code: 1012027, status: 409, msg: 'Domain taken' }) });
    await screen.findByTestId('apply-domain');
    await fillComplete(user);
    await user.click(screen.getByTestId('apply-submit'));

    expect(await screen.findByText('This address is already taken. Choose another one.')).toBeInTheDocument();
    expect(screen.getByTestId('apply-domain')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('status page')).not.toBeInTheDocument();
  });

  it('puts the fields of a 422 under their inputs', async () => {
    const user = userEvent.setup();
    setup({
      [SUBMIT]: () => ({
        code: 422,
        status: 422,
        msg: 'Invalid: dateOfBirth, socialLinks.0.url',
        data: {
          fields: [
            { field: 'dateOfBirth', message: 'under_18' },
            { field: 'socialLinks.0.url', message: 'Invalid URL' },
          ],
        },
      }),
    });
    await screen.findByTestId('apply-domain');
    await fillComplete(user);
    await user.click(screen.getByTestId('apply-submit'));

    expect(await screen.findByText('Enter a full link that starts with https://')).toBeInTheDocument();
    expect(
      screen.getByText('You must be 18 or older to become a creator.', { selector: '[role="alert"]' }),
    ).toBeInTheDocument();
  });

  it('shows any other failure above the buttons', async () => {
    const user = userEvent.setup();
    setup({ [SUBMIT]: () => ({ code: 500, status: 500, msg: 'Something broke on our side.' }) });
    await screen.findByTestId('apply-domain');
    await fillComplete(user);
    await user.click(screen.getByTestId('apply-submit'));
    expect(await screen.findByTestId('apply-error')).toHaveTextContent('Something broke on our side.');
  });
});

describe('an existing application', () => {
  it('loads a draft into the form', async () => {
    setup({ [DETAIL]: () => ({ data: submission() }) });
    expect(await screen.findByTestId('apply-domain')).toHaveValue('maya_draft');
    expect(screen.getByTestId('apply-display-name')).toHaveValue('Maya Draft');
    expect(screen.getByTestId('apply-category-music')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('apply-link-platform-0')).toHaveValue('youtube');
    expect(screen.getByTestId('apply-link-url-0')).toHaveValue('https://youtube.com/@maya');
    expect(screen.getByTestId('apply-country')).toHaveValue('DE');
    expect(screen.getByTestId('apply-dob')).toHaveValue('1991-02-03');
  });

  it('shows why a rejected application was refused, ready to edit', async () => {
    setup({
      [DETAIL]: () => ({ data: submission({ status: 'rejected', rejectReason: 'Add a public profile link.' }) }),
    });
    const notice = await screen.findByTestId('apply-rejected-notice');
    expect(within(notice).getByText('Add a public profile link.')).toBeInTheDocument();
    expect(screen.getByTestId('apply-domain')).toHaveValue('maya_draft');
  });

  it('sends a submitted application to its status page', async () => {
    setup({ [DETAIL]: () => ({ data: submission({ status: 'submitted' }) }) });
    expect(await screen.findByText('status page')).toBeInTheDocument();
  });
});

it('asks an anonymous visitor to sign in first', async () => {
  useUserStore.setState(initialUserData());
  const { api } = setup();
  expect(await screen.findByTestId('apply-sign-in')).toBeInTheDocument();
  expect(screen.queryByTestId('apply-form')).not.toBeInTheDocument();
  expect(api.calls).toEqual([]);
});
