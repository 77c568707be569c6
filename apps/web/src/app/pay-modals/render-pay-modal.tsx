/**
 * Test helper: a payment modal opened the way the app opens it (the pay-modal store and the host),
 * on a page at `path`, with the fan's balance answered unless a handler says otherwise.
 */
import { act } from '#testing-library';
import { useLocation } from 'react-router';
import { PATHS } from '@fanlane/contracts/api-paths';
import { PayModalHost } from '../pay-modal-host';
import { usePayModalStore } from '../../shared/stores/pay-modal-store';
import type { PayModal } from '../../shared/stores/pay-modal-store';
import { fakeApi } from '../../../test/fake-api';
import type { FakeHandler } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { balance } from '../../../test/balance';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

export function renderPayModal(modal: PayModal, handlers: Record<string, FakeHandler> = {}, path = '/maya') {
  const api = fakeApi({ [PATHS.balance]: () => ({ data: balance() }), ...handlers });
  const view = renderPage(
    [
      {
        path: '*',
        element: (
          <>
            <Where />
            <PayModalHost />
          </>
        ),
      },
    ],
    path,
  );
  act(() => usePayModalStore.getState().open(modal));
  return { api, ...view };
}
