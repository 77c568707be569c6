/**
 * Updates as Telegram posts them to a bot's webhook (https://core.telegram.org/bots/api#update):
 * a private-chat `/start`, a pre-checkout query, a message with a successful Stars payment.
 */
export type TelegramPerson = { id: number; firstName?: string; username?: string; languageCode?: string };

let updateId = 100_000 + Math.floor(Math.random() * 1_000_000);
let messageId = 1;

const userOf = (p: TelegramPerson) => ({
  id: p.id,
  is_bot: false,
  first_name: p.firstName ?? 'Tess',
  ...(p.username && { username: p.username }),
  ...(p.languageCode && { language_code: p.languageCode }),
});

const privateMessage = (p: TelegramPerson) => ({
  message_id: (messageId += 1),
  from: userOf(p),
  chat: { id: p.id, first_name: p.firstName ?? 'Tess', ...(p.username && { username: p.username }), type: 'private' },
  date: Math.floor(Date.now() / 1000),
});

/** `/start` or `/start <parameter>`, as a deep link (t.me/<bot>?start=…) sends it. */
export function startUpdate(p: TelegramPerson, parameter?: string) {
  const text = parameter ? `/start ${parameter}` : '/start';
  return {
    update_id: (updateId += 1),
    message: { ...privateMessage(p), text, entities: [{ offset: 0, length: 6, type: 'bot_command' }] },
  };
}

export function preCheckoutUpdate(p: TelegramPerson, invoice: { payload: string; stars: number; currency?: string }) {
  return {
    update_id: (updateId += 1),
    pre_checkout_query: {
      id: `pcq-${updateId}`,
      from: userOf(p),
      currency: invoice.currency ?? 'XTR',
      total_amount: invoice.stars,
      invoice_payload: invoice.payload,
    },
  };
}

export function successfulPaymentUpdate(
  p: TelegramPerson,
  payment: { payload: string; stars: number; chargeId: string; currency?: string },
) {
  return {
    update_id: (updateId += 1),
    message: {
      ...privateMessage(p),
      successful_payment: {
        currency: payment.currency ?? 'XTR',
        total_amount: payment.stars,
        invoice_payload: payment.payload,
        telegram_payment_charge_id: payment.chargeId,
        provider_payment_charge_id: '',
      },
    },
  };
}
