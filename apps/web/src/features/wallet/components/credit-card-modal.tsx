import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '#i18n';
import { serverErrorMessage, validationIssues } from '../../../shared/lib/api-errors';
import { usePayModalStore } from '../../../shared/stores/pay-modal-store';
import { Button } from '../../../shared/ui/button';
import { Notice } from '../../../shared/ui/notice';
import { PayModalDialog } from '../../../shared/ui/pay-modal-dialog';
import { TextField } from '../../../shared/ui/text-field';
import { savePaymentMethod, usePaymentMethodChange } from '../api/payment-method-api';
import type { TPaymentMethodSaveRequest } from '@fanlane/contracts/top-up';
import { useTopUpOptions } from '../api/top-up-api';
import { checkCardForm } from '../lib/card-form';
import type { CardFormErrors, CardFormValues } from '../lib/card-form';
import { formatCardNumber, formatExpiry } from '../lib/card-input';
import { SandboxCardsHint } from './sandbox-cards-hint';

/** The server's field names of a 422, mapped onto the form's fields. */
const SERVER_FIELDS: Record<string, keyof CardFormValues> = {
  cardNumber: 'number',
  expMonth: 'expiry',
  expYear: 'expiry',
  cvc: 'cvc',
  holderName: 'name',
};

/** Adds a card: number, expiry, CVC and name, checked here (Luhn) and saved with the card provider. */
export function CreditCardModal() {
  const { t } = useTranslation();
  const openModal = usePayModalStore((s) => s.open);
  const options = useTopUpOptions();
  const [values, setValues] = useState<CardFormValues>({ number: '', expiry: '', cvc: '', name: '' });
  const [errors, setErrors] = useState<CardFormErrors>({});
  const save = usePaymentMethodChange((body: TPaymentMethodSaveRequest) => savePaymentMethod(body, { silent: true }));
  const serverErrors = Object.fromEntries(
    validationIssues(save.error).flatMap((issue) =>
      SERVER_FIELDS[issue.field] ? [[SERVER_FIELDS[issue.field], issue.message]] : [],
    ),
  ) as Partial<Record<keyof CardFormValues, string>>;
  const errorOf = (field: keyof CardFormValues) => (errors[field] ? t(errors[field]) : serverErrors[field]);

  const set = (field: keyof CardFormValues, value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkCardForm(values);
    setErrors(check.errors);
    if (!check.body || save.isPending) return;
    save.mutate(check.body, { onSuccess: () => openModal({ kind: 'cardBilling' }) });
  };

  return (
    <PayModalDialog size="md" title={t('wallet.card.title')} testId="credit-card-modal">
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label={t('wallet.card.number')}
          inputMode="numeric"
          autoComplete="cc-number"
          dir="ltr"
          placeholder="1234 5678 9012 3456"
          value={values.number}
          onChange={(e) => set('number', formatCardNumber(e.target.value))}
          error={errorOf('number')}
          data-testid="card-number"
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t('wallet.card.expiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            dir="ltr"
            placeholder={t('wallet.card.expiryPlaceholder')}
            value={values.expiry}
            onChange={(e) => set('expiry', formatExpiry(e.target.value))}
            error={errorOf('expiry')}
            data-testid="card-expiry"
          />
          <TextField
            label={t('wallet.card.cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            dir="ltr"
            maxLength={4}
            placeholder="123"
            value={values.cvc}
            onChange={(e) => set('cvc', e.target.value.replace(/\D/g, '').slice(0, 4))}
            error={errorOf('cvc')}
            data-testid="card-cvc"
          />
        </div>
        <TextField
          label={t('wallet.card.name')}
          autoComplete="cc-name"
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          error={errorOf('name')}
          data-testid="card-name"
        />
        {options.data?.card?.provider === 'sandbox' && <SandboxCardsHint />}
        {save.isError && validationIssues(save.error).length === 0 && (
          <Notice tone="error">{serverErrorMessage(t, save.error)}</Notice>
        )}
        <div className="flex gap-2">
          <Button type="cancel" round className="flex-1" onClick={() => openModal({ kind: 'cardBilling' })}>
            {t('common.back')}
          </Button>
          <Button htmlType="submit" round className="flex-1" loading={save.isPending} data-testid="card-save">
            {t('wallet.card.save')}
          </Button>
        </div>
      </form>
    </PayModalDialog>
  );
}
