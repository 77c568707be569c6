import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { fakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { signIn } from '../../../../test/sign-in';
import { CREATOR, collection } from '../../../../test/collection-fixtures';
import { CollectionSettingsPage } from './collection-settings-page';
import { isolate } from '../../../shared/ui/user-text';

const LISBON = collection({ title: 'Lisbon' });
const PORTO = collection({ title: 'Porto nights' });

beforeEach(() => signIn(CREATOR, { creatorDomain: 'maya', displayName: 'Maya' }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the creator's collections in settings", () => {
  it('edits one and deletes another after asking', async () => {
    const user = userEvent.setup();
    let items = [LISBON, PORTO];
    const api = fakeApi({
      [PATHS.collectionList]: () => ({ data: { items } }),
      [PATHS.collectionDelete]: (body) => {
        items = items.filter((item) => item.id !== body.id);
        return { data: { ok: true } };
      },
    });
    const { router } = renderPage(
      [
        { path: '/settings/collection', Component: CollectionSettingsPage },
        { path: '/settings/collection/edit', element: <p>editor</p> },
      ],
      '/settings/collection',
    );
    await user.click(await screen.findByTestId(`collection-delete-${PORTO.id}`));
    const dialog = await screen.findByTestId('collection-delete-dialog');
    expect(dialog).toHaveTextContent(`“${isolate('Porto nights')}” will be deleted.`);
    await user.click(within(dialog).getByTestId('collection-delete-confirm'));
    await waitFor(() => expect(screen.queryByTestId(`collection-${PORTO.id}`)).toBeNull());
    expect(api.bodies(PATHS.collectionDelete)).toEqual([{ id: PORTO.id }]);

    await user.click(screen.getByTestId(`collection-edit-${LISBON.id}`));
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${LISBON.id}`));
    expect(screen.getByText('editor')).toBeInTheDocument();
  });
});
