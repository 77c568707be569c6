/**
 * The sandbox gateway's hosted checkout page: plain HTML with its stylesheet and script served as
 * files (the CSP allows no inline script). It works on a phone, shows the merchant and the amount,
 * takes a card, offers the test cards, and opens at the confirmation step when a saved card needs it.
 */
import { PATHS } from '@fanlane/contracts/api-paths';
import { SANDBOX_CARDS, SANDBOX_CONFIRMATION_CODE } from '@fanlane/contracts/top-up';
import type { SessionRow } from './sessions.ts';

export const ASSETS_PATH = '/sandbox-gateway/assets';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const TEST_CARDS: [string, string][] = [
  [SANDBOX_CARDS.success, 'Pays'],
  [SANDBOX_CARDS.decline, 'Declined'],
  [SANDBOX_CARDS.insufficientFunds, 'Insufficient funds'],
  [SANDBOX_CARDS.confirmation, `Asks for a code (${SANDBOX_CONFIRMATION_CODE})`],
];

/** Dollars with both cent digits, as a price reads ("$10.50"). */
const dollars = (cents: bigint) => `$${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
<link rel="stylesheet" href="${ASSETS_PATH}/checkout.css">
<script src="${ASSETS_PATH}/checkout.js" defer></script>
</head>
<body>
<main class="sheet">
${body}
<p class="footnote">Sandbox card gateway · test mode, no real money moves</p>
</main>
</body>
</html>
`;
}

export function renderCheckoutPage(session: SessionRow, merchant: string): string {
  const amount = dollars(session.amountCents);
  const cards = TEST_CARDS.map(
    ([number, outcome]) =>
      `<li><button type="button" class="test-card" data-card="${number}">${spaced(number)}</button><span>${esc(outcome)}</span></li>`,
  ).join('\n');
  return layout(
    `Pay ${merchant}`,
    `<header class="summary">
<p class="merchant">${esc(merchant)}</p>
<p class="amount">${esc(amount)}</p>
<p class="muted">Balance top-up</p>
</header>
<form id="pay-form" class="panel" novalidate data-session="${esc(session.id)}" data-status="${esc(session.status)}" data-pay-url="${PATHS.sandboxPay}" data-confirm-url="${PATHS.sandboxConfirm}">
<label>Card number<input name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23" required></label>
<div class="row">
<label>MM<input name="expMonth" inputmode="numeric" autocomplete="cc-exp-month" placeholder="MM" maxlength="2" required></label>
<label>YY<input name="expYear" inputmode="numeric" autocomplete="cc-exp-year" placeholder="YY" maxlength="2" required></label>
<label>CVC<input name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" maxlength="4" required></label>
</div>
<label>Name on card<input name="holderName" autocomplete="cc-name" maxlength="80"></label>
<label class="check"><input type="checkbox" name="saveCard"> Save this card for next time</label>
<p class="message" role="alert" hidden></p>
<button type="submit" class="primary">Pay ${esc(amount)}</button>
</form>
<form id="confirm-form" class="panel" novalidate hidden>
<p>Your bank asks you to confirm this payment with the code it sent you.</p>
<label>Confirmation code<input name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="12" required></label>
<p class="message" role="alert" hidden></p>
<button type="submit" class="primary">Confirm</button>
<button type="button" class="link" id="other-card">Use another card</button>
</form>
<details class="test-cards">
<summary>Test cards</summary>
<p class="muted">Any future expiry and any CVC.</p>
<ul>
${cards}
</ul>
</details>
<a class="cancel" href="${esc(session.cancelUrl)}">Cancel and return to ${esc(merchant)}</a>`,
  );
}

/** A finished or expired checkout (or an unknown one, with `session` null). */
export function renderClosedPage(session: SessionRow | null, merchant: string): string {
  const paid = session?.status === 'succeeded';
  const heading = !session ? 'Checkout not found' : paid ? 'Payment received' : 'This checkout is closed';
  const text = !session
    ? 'This link does not lead to a checkout.'
    : paid
      ? 'This checkout is already paid.'
      : 'It has expired or ended. Start a new top-up to pay.';
  const link = session
    ? `<a class="cancel" href="${esc(paid ? session.successUrl : session.cancelUrl)}">Return to ${esc(merchant)}</a>`
    : '';
  return layout(
    heading,
    `<header class="summary"><p class="merchant">${esc(merchant)}</p></header>
<section class="panel closed"><h1>${esc(heading)}</h1><p>${esc(text)}</p></section>
${link}`,
  );
}
