/**
 * The tier editor: name, monthly price, benefits, bundles, free-trial days, active or archived.
 * Checked before saving; the server's own findings land under their fields.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Archive } from 'lucide-react';
import { useTranslation } from '#i18n';
import { TIER_NAME_MAX, TRIAL_DAYS_MAX } from '@fanlane/contracts/subscription-limits';
import type { TTier } from '@fanlane/contracts/subscription';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { FormActions } from '../../../shared/ui/form-actions';
import { SwitchRow } from '../../../shared/ui/switch-row';
import { TextField } from '../../../shared/ui/text-field';
import { useSaveTier } from '../api/use-save-tier';
import { priceCentsOf, priceRange, serverTierErrors, tierFormOf, validateTierForm } from '../lib/tier-form';
import type { TTierError, TTierErrors, TTierForm } from '../lib/tier-form';
import { BenefitsField } from './benefits-field';
import { BundlesField } from './bundles-field';

interface TierFormProps {
  creatorDomain: string;
  /** The tier being edited; none for a new one. */
  editing?: TTier;
  onSaved: () => void;
  onCancel: () => void;
}

export function TierForm({ creatorDomain, editing, onSaved, onCancel }: TierFormProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<TTierForm>(() => tierFormOf(editing));
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<TTierErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const save = useSaveTier({
    creatorDomain,
    editing,
    onSaved,
    onError: (error) => {
      const fields = serverTierErrors(error);
      setServerErrors(fields);
      setFailure(Object.keys(fields).length > 0 ? t('pay.tiers.errors.fixFields') : serverErrorMessage(t, error));
    },
  });

  const set = <K extends keyof TTierForm>(key: K, value: TTierForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setServerErrors({});
    setFailure(null);
  };

  const errors: TTierErrors = { ...serverErrors, ...(tried ? validateTierForm(form) : {}) };
  const message = (error: TTierError | undefined) => (error ? t(error.key, error.params) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    if (Object.keys(validateTierForm(form)).length > 0) {
      setFailure(t('pay.tiers.errors.fixFields'));
      return;
    }
    save.mutate(form);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-6" data-testid="tier-form">
      <TextField
        label={t('pay.tiers.name')}
        placeholder={t('pay.tiers.namePlaceholder')}
        maxLength={TIER_NAME_MAX}
        value={form.name}
        onChange={(event) => set('name', event.target.value)}
        error={message(errors.name)}
        data-testid="tier-name"
      />
      <TextField
        label={t('pay.tiers.price')}
        inputMode="decimal"
        placeholder="9.99"
        value={form.price}
        onChange={(event) => set('price', event.target.value)}
        error={message(errors.price)}
        hint={t('pay.tiers.priceHint', priceRange())}
        endSlot={<span className="pe-2 text-sm font-semibold text-muted">{t('pay.tiers.perMonthUsd')}</span>}
        data-testid="tier-price-input"
        className="max-w-xs"
      />
      <BenefitsField
        value={form.benefits}
        onChange={(benefits) => set('benefits', benefits)}
        error={message(errors.benefits)}
      />
      <BundlesField
        value={form.bundles}
        onChange={(bundles) => set('bundles', bundles)}
        priceCents={priceCentsOf(form)}
        error={message(errors.bundles)}
      />
      <TextField
        label={t('pay.tiers.trialDays')}
        inputMode="numeric"
        value={form.trialDays}
        onChange={(event) => set('trialDays', event.target.value)}
        error={message(errors.trialDays)}
        hint={t('pay.tiers.trialHint', { max: TRIAL_DAYS_MAX })}
        data-testid="tier-trial"
        className="max-w-xs"
      />
      <SwitchRow
        checked={form.archived}
        onChange={(archived) => set('archived', archived)}
        label={t('pay.tiers.archive')}
        description={t('pay.tiers.archiveHint')}
        icon={<Archive className="size-4.5" />}
        testId="tier-archived"
      />
      <FormActions
        failure={failure}
        failureTestId="tier-form-error"
        onCancel={onCancel}
        submitLabel={t(editing ? 'common.save' : 'pay.tiers.create')}
        submitting={save.isPending}
        submitTestId="tier-save"
      />
    </form>
  );
}
