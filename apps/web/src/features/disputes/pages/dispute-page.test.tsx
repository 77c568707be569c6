import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TDispute } from '@fanlane/contracts/dispute';
import { fakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { signIn, CREATOR, FAN } from '../../../../test/sign-in';
import { DISPUTED_POST, DISPUTED_TX, chargeback, dispute } from '../../../../test/dispute-fixtures';
import { DisputePage } from './dispute-page';

const ROUTES = [
  { path: '/dispute/:id', Component: DisputePage },
  { path: '/payments', element: <p>payments</p> },
];

const note = (role: 'fan' | 'creator' | 'admin', text: string) => ({
  id: `note-${role}-${text.length}`,
  role,
  text,
  createdAt: '2026-04-04T09:00:00.000Z',
});

beforeEach(() => signIn(FAN));
afterEach(() => vi.unstubAllGlobals());

describe('a dispute, as its fan', () => {
  it('shows the open case, the fan’s words and the payment, and takes a note', async () => {
    const user = userEvent.setup();
    let current = dispute();
    const api = fakeApi({
      [PATHS.disputeDetail]: () => ({ data: current }),
      [PATHS.disputeEvidence]: (body) => {
        current = { ...current, evidence: [note('fan', String(body.text))] };
        return { data: current };
      },
    });
    renderPage(ROUTES, `/dispute/${current.id}`);

    expect(await screen.findByTestId('dispute-status')).toHaveTextContent('Open');
    expect(screen.getByTestId('dispute-source')).toHaveTextContent('Dispute about a payment');
    expect(screen.getByTestId('dispute-amount')).toHaveTextContent('$12.00');
    expect(screen.getByTestId('dispute-summary')).toHaveTextContent("The creator's share of the payment is held");
    expect(screen.getByTestId('detail-reason')).toHaveTextContent('Not as described');
    expect(screen.getByTestId('detail-opened')).not.toBeEmptyDOMElement();
    expect(screen.queryByTestId('detail-closed')).toBeNull();
    expect(screen.queryByTestId('detail-due')).toBeNull();
    expect(screen.getByTestId('dispute-fan-message').textContent).toBe(
      'The set was blurry.\nNothing like the preview.',
    );
    expect(screen.getByText('What you told us')).toBeInTheDocument();

    const payment = screen.getByTestId('dispute-payment');
    expect(payment).toHaveTextContent('Post purchase');
    expect(payment).toHaveTextContent('Maya Rivers');
    expect(within(payment).getByTestId('dispute-payment-held')).toHaveTextContent('Share held: $9.60');
    expect(within(payment).getByTestId('dispute-payment-transaction')).toHaveAttribute(
      'href',
      `/transaction/${DISPUTED_TX}`,
    );
    expect(within(payment).getByTestId('dispute-payment-post')).toHaveAttribute('href', `/post?id=${DISPUTED_POST}`);
    expect(screen.queryByTestId('dispute-outcome')).toBeNull();
    expect(screen.queryByTestId('dispute-admin-actions')).toBeNull();

    // An empty note is not sent.
    await user.click(screen.getByTestId('dispute-note-submit'));
    expect(await screen.findByText('Write a note first.')).toBeInTheDocument();
    expect(api.bodies(PATHS.disputeEvidence)).toEqual([]);

    await user.type(screen.getByTestId('dispute-note-input'), '  I have screenshots of the preview.  ');
    expect(screen.getByTestId('dispute-note-counter')).toHaveTextContent('38/2000');
    await user.click(screen.getByTestId('dispute-note-submit'));
    const added = await screen.findByTestId('dispute-evidence');
    expect(added).toHaveAttribute('data-role', 'fan');
    expect(added).toHaveTextContent('Fan');
    expect(added).toHaveTextContent('I have screenshots of the preview.');
    expect(api.bodies(PATHS.disputeEvidence)).toEqual([{ id: current.id, text: 'I have screenshots of the preview.' }]);
    await waitFor(() => expect(screen.getByTestId('dispute-note-input')).toHaveValue(''));
  });

  it('says the fan was refunded when the case is lost, with the team’s note', async () => {
    const closed = dispute({
      status: 'lost',
      canAddEvidence: false,
      outcomeNote: 'The creator did not answer.',
      closedAt: '2026-04-06T10:00:00.000Z',
    });
    fakeApi({ [PATHS.disputeDetail]: () => ({ data: closed }) });
    renderPage(ROUTES, `/dispute/${closed.id}`);
    expect(await screen.findByTestId('dispute-outcome')).toHaveTextContent(
      'You were refunded $12.00 to your wallet, and what the payment bought was removed.',
    );
    expect(screen.getByTestId('dispute-outcome-note')).toHaveTextContent('The creator did not answer.');
    expect(screen.getByTestId('dispute-status')).toHaveTextContent('Refunded');
    expect(screen.getByTestId('detail-closed')).not.toBeEmptyDOMElement();
    expect(screen.queryByTestId('dispute-note-form')).toBeNull();
  });
});

describe('a dispute, as the creator', () => {
  beforeEach(() => signIn(CREATOR, { creatorDomain: 'maya' }));

  it('a lost chargeback says the payment was reversed and takes no more notes', async () => {
    const lost = chargeback({
      status: 'lost',
      canAddEvidence: false,
      evidence: [note('creator', 'They downloaded everything.')],
      closedAt: '2026-04-25T10:00:00.000Z',
    });
    fakeApi({ [PATHS.disputeDetail]: () => ({ data: lost }) });
    renderPage(ROUTES, `/dispute/${lost.id}`);

    expect(await screen.findByTestId('dispute-outcome')).toHaveTextContent(
      'The payment was reversed; your share was taken back',
    );
    expect(screen.getByTestId('dispute-source')).toHaveTextContent('Card chargeback');
    expect(screen.getByTestId('dispute-amount')).toHaveTextContent('$20.50');
    expect(screen.getByTestId('detail-fan')).toHaveTextContent('Ada Fan');
    expect(screen.getByTestId('detail-wallet-held')).toHaveTextContent('$5.00');
    // The due date matters only while the case is open.
    expect(screen.queryByTestId('detail-due')).toBeNull();
    expect(screen.getByTestId('dispute-evidence')).toHaveAttribute('data-role', 'creator');
    expect(screen.queryByTestId('dispute-note-form')).toBeNull();
    expect(screen.queryByTestId('dispute-fan-message')).toBeNull();
  });

  it('a won case says the share came back', async () => {
    const won = dispute({
      viewerRole: 'creator',
      status: 'won',
      canAddEvidence: false,
      closedAt: '2026-04-06T10:00:00.000Z',
    });
    fakeApi({ [PATHS.disputeDetail]: () => ({ data: won }) });
    renderPage(ROUTES, `/dispute/${won.id}`);
    expect(await screen.findByTestId('dispute-outcome')).toHaveTextContent('Your share was released back to you.');
    expect(screen.getByText('What the fan said')).toBeInTheDocument();
  });
});

describe('a dispute, as an admin', () => {
  beforeEach(() => signIn(CREATOR, { role: 'admin' }));

  it('decides a fan’s dispute only with a note, and shows the outcome', async () => {
    const user = userEvent.setup();
    let current: TDispute = dispute({
      viewerRole: 'admin',
      evidence: [note('fan', 'Blurry.'), note('creator', 'It is the same set as the preview.')],
    });
    const api = fakeApi({
      [PATHS.disputeDetail]: () => ({ data: current }),
      [PATHS.adminDisputeDecide]: (body) => {
        current = {
          ...current,
          status: body.outcome as 'won' | 'lost',
          canAddEvidence: false,
          outcomeNote: String(body.note),
          closedAt: '2026-04-06T10:00:00.000Z',
        };
        return { data: current };
      },
    });
    renderPage(ROUTES, `/dispute/${current.id}`);

    const actions = await screen.findByTestId('dispute-admin-actions');
    expect(within(actions).getByTestId('dispute-decide-won')).toHaveTextContent('Keep the payment');
    expect(screen.queryByTestId('dispute-submit')).toBeNull();
    // Admins have no payment page of the fan's; the post is still theirs to check.
    expect(screen.queryByTestId('dispute-payment-transaction')).toBeNull();
    expect(screen.getByTestId('dispute-payment-post')).toBeInTheDocument();
    expect(screen.getAllByTestId('dispute-evidence').map((li) => li.dataset.role)).toEqual(['fan', 'creator']);

    await user.click(within(actions).getByTestId('dispute-decide-lost'));
    const dialog = await screen.findByTestId('dispute-decide-dialog');
    expect(dialog).toHaveTextContent('Refund the fan?');
    await user.click(within(dialog).getByTestId('dispute-decide-confirm'));
    expect(await within(dialog).findByText('Write a note to go with the decision.')).toBeInTheDocument();
    expect(api.bodies(PATHS.adminDisputeDecide)).toEqual([]);

    await user.type(within(dialog).getByTestId('dispute-decide-note'), 'The set does not match its preview.');
    await user.click(within(dialog).getByTestId('dispute-decide-confirm'));
    expect(await screen.findByTestId('dispute-outcome')).toHaveTextContent(
      'Closed: the fan was refunded $12.00 and the payments were reversed.',
    );
    expect(api.bodies(PATHS.adminDisputeDecide)).toEqual([
      { id: current.id, outcome: 'lost', note: 'The set does not match its preview.' },
    ]);
    await waitFor(() => expect(screen.queryByTestId('dispute-decide-dialog')).toBeNull());
    expect(screen.queryByTestId('dispute-admin-actions')).toBeNull();
  });

  it('sending a chargeback without a note shows why, in words; with one it goes to the provider', async () => {
    const user = userEvent.setup();
    let current = chargeback({ viewerRole: 'admin', providerRef: 'sbx_dp_42' });
    const api = fakeApi({
      [PATHS.disputeDetail]: () => ({ data: current }),
      [PATHS.adminDisputeSubmit]: () => {
        if (current.evidence.length === 0)
          return {
            code: ERRORS.VALIDATION.code,
            status: 422,
            msg: 'Some fields are not valid: id.',
            data: { fields: [{ field: 'id', message: 'add evidence before sending it' }] },
          };
        current = { ...current, status: 'under_review', canAddEvidence: false };
        return { data: current };
      },
      [PATHS.disputeEvidence]: (body) => {
        current = { ...current, evidence: [note('admin', String(body.text))] };
        return { data: current };
      },
    });
    renderPage(ROUTES, `/dispute/${current.id}`);

    expect(await screen.findByTestId('detail-due')).not.toBeEmptyDOMElement();
    expect(screen.getByTestId('detail-provider-ref')).toHaveTextContent('sbx_dp_42');
    expect(screen.queryByTestId('dispute-decide-won')).toBeNull();
    await user.click(screen.getByTestId('dispute-submit'));
    expect(await screen.findByTestId('dispute-submit-error')).toHaveTextContent(
      'Add a note from the creator or the team before sending the evidence.',
    );

    await user.type(screen.getByTestId('dispute-note-input'), 'Delivered: access logs attached.');
    await user.click(screen.getByTestId('dispute-note-submit'));
    await screen.findByTestId('dispute-evidence');
    await user.click(screen.getByTestId('dispute-submit'));
    await waitFor(() => expect(screen.getByTestId('dispute-status')).toHaveTextContent('Under review'));
    expect(api.bodies(PATHS.adminDisputeSubmit)).toEqual([{ id: current.id }, { id: current.id }]);
    expect(screen.queryByTestId('dispute-admin-actions')).toBeNull();
    expect(screen.queryByTestId('dispute-note-form')).toBeNull();
  });
});

describe('a dispute that cannot be shown', () => {
  it('someone else’s, or a made-up id, is not found (no retry), with the way back to the payments', async () => {
    const user = userEvent.setup();
    fakeApi({ [PATHS.disputeDetail]: () => ({ code: ERRORS.NOT_FOUND.code, status: 404, msg: 'Not found' }) });
    renderPage(ROUTES, '/dispute/00000000-0000-4000-8000-000000000001');
    expect(await screen.findByText('We could not find this dispute')).toBeInTheDocument();
    expect(screen.queryByText('This dispute could not be loaded')).toBeNull();
    await user.click(screen.getByTestId('dispute-back'));
    expect(await screen.findByText('payments')).toBeInTheDocument();
  });

  it('a failure to load offers another try', async () => {
    const user = userEvent.setup();
    let fail = true;
    const shown = dispute();
    fakeApi({
      [PATHS.disputeDetail]: () => (fail ? { code: 500, status: 500, msg: 'down' } : { data: shown }),
    });
    renderPage(ROUTES, `/dispute/${shown.id}`);
    expect(await screen.findByText('This dispute could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByText('Try again'));
    expect(await screen.findByTestId('dispute-summary')).toBeInTheDocument();
  });
});
