/*
 * The sandbox checkout page: sends the card to the gateway, shows the confirmation step and the
 * reason a card was refused (the fan may try again), and returns to the merchant once paid.
 */
'use strict';

(function () {
  const payForm = document.getElementById('pay-form');
  const confirmForm = document.getElementById('confirm-form');
  if (!payForm || !confirmForm) return;
  const sessionId = payForm.dataset.session;
  const REASONS = {
    declined: 'Your card was declined. Try another card.',
    insufficient_funds: 'Your card has insufficient funds. Try another card.',
    confirmation_failed: 'That code is not right. Check it and try again.',
    authentication_failed: 'Too many wrong codes: the card was refused. Try again or use another card.',
  };

  function showMessage(form, text) {
    const box = form.querySelector('.message');
    box.textContent = text;
    box.hidden = !text;
  }

  const FIELD_NAMES = {
    cardNumber: 'card number',
    expMonth: 'expiry month',
    expYear: 'expiry year',
    cvc: 'CVC',
    holderName: 'name',
  };

  /** A validation answer, said in the page's own words. */
  function invalidFieldsText(envelope) {
    const fields = (envelope.data && envelope.data.fields) || [];
    const names = fields.map((f) => FIELD_NAMES[f.field]).filter(Boolean);
    return names.length ? `Check the ${names.join(', ')}.` : '';
  }

  function showConfirmation() {
    payForm.hidden = true;
    confirmForm.hidden = false;
    confirmForm.elements.namedItem('code').focus();
  }

  async function send(url, body) {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        locale: document.documentElement.lang,
      },
      body: JSON.stringify(body),
    });
    return res.json();
  }

  async function submit(form, url, body) {
    const button = form.querySelector('button[type=submit]');
    showMessage(form, '');
    button.disabled = true;
    try {
      const envelope = await send(url, body);
      if (!envelope.success) return showMessage(form, invalidFieldsText(envelope) || envelope.msg);
      const result = envelope.data;
      if (result.status === 'succeeded' && result.redirectUrl) return window.location.assign(result.redirectUrl);
      if (result.status === 'requires_confirmation') return showConfirmation();
      if (result.status === 'authentication_failed') {
        showCardForm();
        return showMessage(payForm, REASONS[result.status]);
      }
      showMessage(form, REASONS[result.status] || 'The payment did not go through.');
    } catch {
      showMessage(form, 'The gateway could not be reached. Try again.');
    } finally {
      button.disabled = false;
    }
  }

  const field = (form, name) => form.elements.namedItem(name);

  payForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const year = field(payForm, 'expYear').value.trim();
    const holderName = field(payForm, 'holderName').value.trim();
    void submit(payForm, payForm.dataset.payUrl, {
      sessionId,
      cardNumber: field(payForm, 'cardNumber').value.replace(/[\s-]/g, ''),
      expMonth: Number(field(payForm, 'expMonth').value.trim()),
      expYear: year.length <= 2 ? 2000 + Number(year) : Number(year),
      cvc: field(payForm, 'cvc').value.trim(),
      ...(holderName && { holderName }),
      saveCard: field(payForm, 'saveCard').checked,
    });
  });

  confirmForm.addEventListener('submit', (event) => {
    event.preventDefault();
    void submit(confirmForm, payForm.dataset.confirmUrl, { sessionId, code: field(confirmForm, 'code').value.trim() });
  });

  // A test card fills the form with a future expiry, ready to pay.
  for (const button of document.querySelectorAll('.test-card')) {
    button.addEventListener('click', () => {
      field(payForm, 'cardNumber').value = button.dataset.card.replace(/(\d{4})(?=\d)/g, '$1 ');
      field(payForm, 'expMonth').value = '12';
      field(payForm, 'expYear').value = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
      field(payForm, 'cvc').value = '123';
      field(payForm, 'cardNumber').focus();
    });
  }

  // The code step can be left for another card (the gateway takes a new card until the checkout closes).
  function showCardForm() {
    confirmForm.hidden = true;
    payForm.hidden = false;
    field(payForm, 'cardNumber').focus();
  }
  document.getElementById('other-card').addEventListener('click', showCardForm);

  if (payForm.dataset.status === 'requires_confirmation') showConfirmation();
})();
