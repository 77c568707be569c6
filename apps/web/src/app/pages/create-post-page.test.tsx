import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { fakeApi } from '../../../test/fake-api';
import type { FakeHandler } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { signIn, userInfo } from '../../../test/sign-in';
import { useUserStore } from '../../shared/stores/user-store';
import { tier } from '../../../test/subscription-fixtures';
import { toLocalInput } from '../../features/posts/lib/composer-form';
import { FakeXhr, sentXhr } from '../../../test/fake-xhr';
import { image, post, vaultItem } from '../../../test/post-fixtures';
import { CreatePostRoutePage } from './create-post-page';

const CREATOR = userInfo('0x1111111111111111111111111111111111111111', {
  creatorDomain: 'maya',
  email: 'maya@example.com',
  displayName: 'Maya',
});

function setup(handlers: Record<string, FakeHandler> = {}, initial = '/createPost') {
  const api = fakeApi(handlers);
  const view = renderPage(
    [
      { path: '/createPost', Component: CreatePostRoutePage },
      { path: '/queue', element: <p>queue page</p> },
      { path: '/:domain/:id', element: <p>post page</p> },
      { path: '/becomeCreatorIntro', element: <p>become a creator</p> },
      { path: '/vault', element: <p>vault page</p> },
    ],
    initial,
  );
  return { api, ...view };
}

beforeEach(() => {
  signIn(CREATOR.address, CREATOR);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  FakeXhr.last = null;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the post composer', () => {
  it('asks a fan to become a creator first', async () => {
    const user = userEvent.setup();
    useUserStore.setState({ info: { ...CREATOR, creatorDomain: null } });
    setup();
    expect(screen.queryByTestId('composer')).toBeNull();
    await user.click(screen.getByTestId('creators-only-become-creator'));
    expect(await screen.findByText('become a creator')).toBeInTheDocument();
  });

  it('counts the characters of the text', async () => {
    const user = userEvent.setup();
    setup();
    await user.type(screen.getByTestId('composer-text'), 'Hello');
    expect(screen.getByTestId('composer-counter')).toHaveTextContent('5/5000');
  });

  it('a pay-per-view post is not sent without a price', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await user.type(screen.getByTestId('composer-text'), 'Behind the scenes');
    await user.click(screen.getByTestId('visibility-ppv'));
    await user.click(screen.getByTestId('composer-submit'));
    expect(await screen.findByText('Enter a price between $1.00 and $1,000.00.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Price'), '0.50');
    expect(screen.getByText('The price must be between $1.00 and $1,000.00.')).toBeInTheDocument();
    expect(api.bodies(PATHS.postCreate)).toEqual([]);
  });

  it('a schedule in the past is refused before sending', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await user.type(screen.getByTestId('composer-text'), 'Later');
    await user.click(screen.getByTestId('composer-schedule'));
    fireEvent.input(screen.getByTestId('composer-publish-at'), {
      target: { value: toLocalInput(Date.now() - 3_600_000) },
    });
    await user.click(screen.getByTestId('composer-submit'));
    expect(await screen.findByTestId('composer-publish-at-error')).toHaveTextContent('Choose a time in the future.');
    expect(api.bodies(PATHS.postCreate)).toEqual([]);
  });

  it('uploads files with progress and publishes a pay-per-view post with the price in cents', async () => {
    const user = userEvent.setup();
    const uploaded = [vaultItem(), vaultItem({ kind: 'video', durationMs: 5000 })];
    const created = post({ visibility: 'ppv', price: '499' });
    const { api } = setup({ [PATHS.postCreate]: () => ({ data: created }) });

    await user.type(screen.getByTestId('composer-text'), 'New set');
    await user.upload(screen.getByTestId('media-input'), [
      new File(['a'], 'a.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'b.mp4', { type: 'video/mp4' }),
    ]);
    const xhr = await sentXhr();
    expect(xhr.headers).toMatchObject({ 'User-Type': 'SELLER', 'Shop-Domain': 'maya' });
    xhr.progress(50, 100);
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50'));
    xhr.answer(200, { success: true, code: 0, msg: '', data: { items: uploaded } });
    await waitFor(() => expect(screen.getAllByTestId('composer-media-item')).toHaveLength(2));
    expect(screen.queryByRole('progressbar')).toBeNull();

    // The video first, then mark it a free teaser.
    await user.click(within(screen.getAllByTestId('composer-media-item')[1]!).getByTestId('media-move-left'));
    await user.click(screen.getByTestId('visibility-ppv'));
    await user.type(screen.getByLabelText('Price'), '4.99');
    await user.click(within(screen.getAllByTestId('composer-media-item')[0]!).getByTestId('media-preview-toggle'));
    // Flagged sensitive: fans who filter it see it blurred.
    const sensitive = screen.getByTestId('composer-sensitive');
    expect(sensitive).toHaveAttribute('aria-checked', 'false');
    await user.click(sensitive);
    expect(sensitive).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByTestId('composer-submit'));

    await screen.findByText('post page');
    expect(api.bodies(PATHS.postCreate)).toEqual([
      {
        text: 'New set',
        mediaIds: [uploaded[1]!.id, uploaded[0]!.id],
        previewMediaIds: [uploaded[1]!.id],
        visibility: 'ppv',
        price: '499',
        minTierId: null,
        pinned: false,
        sensitive: true,
      },
    ]);
  });

  it('shows an upload refused by the server inline', async () => {
    const user = userEvent.setup();
    setup();
    await user.upload(screen.getByTestId('media-input'), new File(['a'], 'a.jpg', { type: 'image/jpeg' }));
    (await sentXhr()).answer(400, {
      success: false,
      code: 1012303,
      msg: 'The image is too large in pixels.',
      data: null,
    });
    expect(await screen.findByTestId('upload-error')).toHaveTextContent('The image is too large in pixels.');
    expect(screen.queryByTestId('composer-media-item')).toBeNull();
  });

  it('a scheduled post goes to the queue', async () => {
    const user = userEvent.setup();
    const { api } = setup({ [PATHS.postCreate]: () => ({ data: post({ status: 'scheduled' }) }) });
    await user.type(screen.getByTestId('composer-text'), 'Tomorrow');
    await user.click(screen.getByTestId('composer-schedule'));
    const at = toLocalInput(Date.now() + 86_400_000);
    fireEvent.input(screen.getByTestId('composer-publish-at'), { target: { value: at } });
    await user.click(screen.getByTestId('composer-submit'));
    expect(await screen.findByText('queue page')).toBeInTheDocument();
    expect(api.bodies(PATHS.postCreate)[0]?.publishAt).toBe(new Date(at).toISOString());
  });

  it("puts the server's field errors under their fields", async () => {
    const user = userEvent.setup();
    setup({
      [PATHS.postCreate]: () => ({
        code: 422,
        status: 422,
        msg: 'Some fields are not valid: price.',
        data: { fields: [{ field: 'price', message: 'price_range' }] },
      }),
    });
    await user.type(screen.getByTestId('composer-text'), 'Pricey');
    await user.click(screen.getByTestId('visibility-ppv'));
    await user.type(screen.getByLabelText('Price'), '5');
    await user.click(screen.getByTestId('composer-submit'));
    expect(await screen.findByText('The price must be between $1.00 and $1,000.00.')).toBeInTheDocument();
  });

  it('edits a post from what the server holds and sends the update, with the minimum tier chosen', async () => {
    const user = userEvent.setup();
    const existing = post({
      isOwner: true,
      text: 'Old text',
      visibility: 'subscribers',
      media: [image()],
      sensitive: true,
    });
    const vip = tier({ name: 'VIP', priceCents: '2500', position: 1 });
    const { api } = setup(
      {
        [PATHS.postDetail]: () => ({ data: existing }),
        [PATHS.postUpdate]: () => ({ data: { ...existing, text: 'New text' } }),
        [PATHS.tierList]: () => ({
          data: { items: [tier({ name: 'Fans' }), vip, tier({ name: 'Old', status: 'archived', position: 2 })] },
        }),
      },
      `/createPost?edit=${existing.id}`,
    );
    const text = await screen.findByTestId('composer-text');
    expect(text).toHaveValue('Old text');
    expect(screen.getByTestId('visibility-subscribers')).toHaveAttribute('aria-checked', 'true');
    // A published post cannot go back to the queue.
    expect(screen.queryByTestId('composer-schedule')).toBeNull();
    await user.clear(text);
    await user.type(text, 'New text');
    // The creator's active tiers, asked for as the creator; archived ones are not offered.
    const tierSelect = screen.getByTestId('composer-min-tier');
    await waitFor(() =>
      expect(
        within(tierSelect)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Any tier', 'Fans · $9.99', 'VIP · $25.00']),
    );
    expect(api.bodies(PATHS.tierList)).toEqual([{ addressOrDomain: 'maya' }]);
    await user.selectOptions(tierSelect, vip.id);
    // Flagged sensitive when written; no longer, now.
    expect(screen.getByTestId('composer-sensitive')).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByTestId('composer-sensitive'));
    await user.click(screen.getByTestId('composer-submit'));
    await screen.findByText('post page');
    expect(api.bodies(PATHS.postUpdate)).toEqual([
      {
        id: existing.id,
        text: 'New text',
        mediaIds: [existing.media[0]!.id],
        previewMediaIds: [],
        visibility: 'subscribers',
        price: null,
        minTierId: vip.id,
        pinned: false,
        sensitive: false,
      },
    ]);
  });

  it('starts with the files chosen in the vault', async () => {
    const picked = [vaultItem(), vaultItem()];
    const { router } = setup({}, '/vault');
    await router.navigate('/createPost', { state: { media: picked } });
    const items = await screen.findAllByTestId('composer-media-item');
    expect(items.map((item) => item.dataset.mediaId)).toEqual(picked.map((p) => p.id));
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    await user.type(screen.getByTestId('composer-text'), 'Draft');
    void router.navigate('/queue');
    const dialog = await screen.findByTestId('composer-leave');
    expect(screen.queryByText('queue page')).toBeNull();
    await user.click(within(dialog).getByTestId('confirm-action'));
    expect(await screen.findByText('queue page')).toBeInTheDocument();
  });
});
