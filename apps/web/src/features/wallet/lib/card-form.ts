/**
 * The credit-card form's fields checked together: what to send to `paymentMethodSave`, or the
 * i18n key of each field's error. The card number must pass the Luhn check, the expiry must not
 * be past, the CVC is 3 or 4 digits.
 */
import { cardDigits, isCvc, parseExpiry, passesLuhn } from './card-input';
import type { TPaymentMethodSaveRequest } from '@fanlane/contracts/top-up';

export type CardFormValues = { number: string; expiry: string; cvc: string; name: string };
export type CardFormErrors = Partial<Record<keyof CardFormValues, string>>;

export function checkCardForm(
  values: CardFormValues,
  now: Date = new Date(),
): { body: TPaymentMethodSaveRequest | null; errors: CardFormErrors } {
  const errors: CardFormErrors = {};
  const cardNumber = cardDigits(values.number);
  if (!passesLuhn(cardNumber)) errors.number = 'wallet.card.numberInvalid';
  const expiry = parseExpiry(values.expiry, now);
  if (!expiry) errors.expiry = 'wallet.card.expiryInvalid';
  if (!isCvc(values.cvc)) errors.cvc = 'wallet.card.cvcInvalid';
  const holderName = values.name.trim();
  if (holderName.length > 80) errors.name = 'wallet.card.nameTooLong';
  if (Object.keys(errors).length > 0 || !expiry) return { body: null, errors };
  return { body: { cardNumber, ...expiry, cvc: values.cvc, ...(holderName ? { holderName } : {}) }, errors };
}
