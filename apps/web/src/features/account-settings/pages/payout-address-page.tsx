import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '#i18n';
import { isWalletAddress } from '@fanlane/contracts/constants';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TAccountSettings } from '@fanlane/contracts/account-settings';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { ApiError } from '../../../shared/lib/request';
import { Button } from '../../../shared/ui/button';
import { Notice } from '../../../shared/ui/notice';
import { SaveRow } from '../../../shared/ui/save-row';
import { TextField } from '../../../shared/ui/text-field';
import { updatePayoutAddress, useSaveAccountSettings } from '../api/account-settings-api';
import { AccountSection } from '../components/account-section';
import { accountStrings } from '../lib/account-strings';

/** The refusals that belong under the field: a malformed address, a wrong checksum, one's own deposit address. */
const FIELD_CODES = new Set<number>([
  ERRORS.WALLET_ADDRESS_INVALID.code,
  ERRORS.WALLET_ADDRESS_CHECKSUM.code,
  ERRORS.WALLET_ADDRESS_OWN.code,
  ERRORS.VALIDATION.code,
]);

function PayoutAddressForm({ settings }: { settings: TAccountSettings }) {
  const { t } = useTranslation();
  const stored = settings.payoutAddress ?? '';
  const [value, setValue] = useState(stored);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useSaveAccountSettings((address: string) => updatePayoutAddress({ address }, { silent: true }));
  const typed = value.trim();
  const dirty = typed !== stored;

  const submit = async (address: string) => {
    setFailure(null);
    setFieldError(null);
    setSaved(false);
    try {
      const next = await save.mutateAsync(address);
      // What is kept: the checksummed form, shown in the field from now on.
      setValue(next.payoutAddress ?? '');
      setSaved(true);
    } catch (error) {
      const message = serverErrorMessage(t, error);
      if (error instanceof ApiError && FIELD_CODES.has(error.code)) setFieldError(message);
      else setFailure(message);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (typed !== '' && !isWalletAddress(typed)) {
      setFieldError(t('accountSettings.address.invalid'));
      return;
    }
    void submit(typed);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" data-testid="payout-address-form">
      <TextField
        label={t('accountSettings.address.label')}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setFieldError(null);
        }}
        placeholder="0x…"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        dir="ltr"
        className="[&_input]:font-mono [&_input]:text-sm"
        hint={t('accountSettings.address.hint')}
        error={fieldError ?? undefined}
        data-testid="payout-address-input"
      />
      <Notice>{t('accountSettings.address.usage')}</Notice>
      {failure && (
        <Notice tone="error" testId="payout-address-error">
          {failure}
        </Notice>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <SaveRow
          label={t('common.save')}
          saving={save.isPending && typed !== ''}
          dirty={dirty}
          saved={saved}
          testId="payout-address-save"
          savedTestId="payout-address-saved"
        />
        {stored && (
          <Button
            type="ghost"
            round
            loading={save.isPending && typed === ''}
            onClick={() => void submit('')}
            data-testid="payout-address-remove"
          >
            {t('accountSettings.address.remove')}
          </Button>
        )}
      </div>
    </form>
  );
}

/** /settings/account/address: the user's own wallet, where payouts and withdrawals go by default. */
function PayoutAddressPageView() {
  const { t } = useTranslation();
  return (
    <AccountSection
      title={t('routes.settingsAddress')}
      description={t('accountSettings.address.description')}
      testId="settings-payout-address"
    >
      {(settings) => <PayoutAddressForm settings={settings} />}
    </AccountSection>
  );
}

export const PayoutAddressPage = accountStrings.wrap(PayoutAddressPageView);
