import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#i18n';
import {
  KYC_DOCUMENT_TYPES,
  KYC_MIN_AGE,
  ZKycSubmitFields,
  isOldEnough,
  kycKindsFor,
  type TKycDocumentType,
  type TKycSubmitFields,
} from '@fanlane/contracts/kyc';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { countryOptions } from '../../../shared/lib/countries';
import { Button } from '../../../shared/ui/button';
import { Notice } from '../../../shared/ui/notice';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { useSubmitKyc, type KycPictures } from '../api/kyc-api';
import { PictureInput } from './picture-input';

const STEPS = ['details', 'document', 'selfie', 'review'] as const;
type Step = (typeof STEPS)[number];

type Draft = { legalName: string; dateOfBirth: string; country: string; documentType: TKycDocumentType };

function Stepper({ step }: { step: Step }) {
  const { t } = useTranslation();
  const at = STEPS.indexOf(step);
  return (
    <ol className="mb-6 grid grid-cols-4 gap-2" aria-label={t('kyc.form.steps')}>
      {STEPS.map((s, i) => (
        <li key={s} aria-current={i === at ? 'step' : undefined} className="min-w-0">
          <div className={`h-1.5 rounded-full ${i <= at ? 'bg-accent' : 'bg-line'}`} />
          <p className={`mt-1.5 truncate text-xs ${i === at ? 'font-semibold text-fg' : 'text-muted'}`}>
            {i < at && <Check className="me-1 inline size-3" aria-hidden />}
            {t(`kyc.form.step.${s}`)}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** The application, one step at a time: who you are, your document, a selfie with it, then a last look. */
export function KycForm({ address, initial }: { address: string | null; initial?: Partial<Draft> }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [step, setStep] = useState<Step>('details');
  const [draft, setDraft] = useState<Draft>({
    legalName: initial?.legalName ?? '',
    dateOfBirth: initial?.dateOfBirth ?? '',
    country: initial?.country ?? '',
    documentType: initial?.documentType ?? 'passport',
  });
  const [pictures, setPictures] = useState<KycPictures>({});
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const submit = useSubmitKyc(address);
  const kinds = kycKindsFor(draft.documentType);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const checkDetails = (): TKycSubmitFields | null => {
    const parsed = ZKycSubmitFields.safeParse(draft);
    const next: Partial<Record<keyof Draft, string>> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        next[issue.path[0] as keyof Draft] = t(`kyc.form.invalid.${String(issue.path[0])}`);
    else if (!isOldEnough(parsed.data.dateOfBirth, new Date()))
      next.dateOfBirth = t('kyc.form.tooYoung', { age: KYC_MIN_AGE });
    setErrors(next);
    return parsed.success && Object.keys(next).length === 0 ? parsed.data : null;
  };
  const documentReady = kinds.filter((k) => k !== 'selfie').every((k) => pictures[k]);
  const send = () => {
    const fields = checkDetails();
    if (!fields) return setStep('details');
    const kept = Object.fromEntries(kinds.map((k) => [k, pictures[k]])) as KycPictures;
    submit.mutate({ fields, pictures: kept });
  };

  return (
    <section className="rounded-3xl border border-line bg-surface p-5 md:p-7" data-testid="kyc-form">
      <Stepper step={step} />
      {step === 'details' && (
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (checkDetails()) setStep('document');
          }}
        >
          <TextField
            label={t('kyc.form.legalName')}
            hint={t('kyc.form.legalNameHint')}
            value={draft.legalName}
            onChange={(e) => set('legalName', e.target.value)}
            error={errors.legalName}
            autoComplete="name"
            data-testid="kyc-legal-name"
          />
          <TextField
            label={t('kyc.form.dateOfBirth')}
            type="date"
            value={draft.dateOfBirth}
            onChange={(e) => set('dateOfBirth', e.target.value)}
            error={errors.dateOfBirth}
            autoComplete="bday"
            data-testid="kyc-date-of-birth"
          />
          <SelectField
            label={t('kyc.form.country')}
            value={draft.country}
            onChange={(e) => set('country', e.target.value)}
            error={errors.country}
            data-testid="kyc-country"
          >
            <option value="">{t('kyc.form.chooseCountry')}</option>
            {countryOptions(language).map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-fg/90">{t('kyc.form.documentType')}</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {KYC_DOCUMENT_TYPES.map((type) => (
                <label
                  key={type}
                  className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 text-sm ${draft.documentType === type ? 'border-accent bg-accent/8 font-semibold' : 'border-line'}`}
                >
                  <input
                    type="radio"
                    name="documentType"
                    value={type}
                    checked={draft.documentType === type}
                    onChange={() => set('documentType', type)}
                    data-testid={`kyc-type-${type}`}
                    className="accent-accent"
                  />
                  {t(`kyc.documentType.${type}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex justify-end">
            <Button round htmlType="submit" data-testid="kyc-next-details">
              {t('kyc.form.next')}
            </Button>
          </div>
        </form>
      )}
      {step === 'document' && (
        <div className="space-y-4">
          <PictureInput
            label={t('kyc.form.front')}
            hint={t('kyc.form.frontHint')}
            file={pictures.front}
            onChange={(file) => setPictures((p) => ({ ...p, front: file }))}
            capture="environment"
            testId="kyc-front"
          />
          {kinds.includes('back') && (
            <PictureInput
              label={t('kyc.form.back')}
              hint={t('kyc.form.backHint')}
              file={pictures.back}
              onChange={(file) => setPictures((p) => ({ ...p, back: file }))}
              capture="environment"
              testId="kyc-back"
            />
          )}
          <div className="flex justify-between gap-3">
            <Button round type="cancel" onClick={() => setStep('details')}>
              {t('kyc.form.back_')}
            </Button>
            <Button round disabled={!documentReady} onClick={() => setStep('selfie')} data-testid="kyc-next-document">
              {t('kyc.form.next')}
            </Button>
          </div>
        </div>
      )}
      {step === 'selfie' && (
        <div className="space-y-4">
          <PictureInput
            label={t('kyc.form.selfie')}
            hint={t('kyc.form.selfieHint')}
            file={pictures.selfie}
            onChange={(file) => setPictures((p) => ({ ...p, selfie: file }))}
            capture="user"
            testId="kyc-selfie"
          />
          <div className="flex justify-between gap-3">
            <Button round type="cancel" onClick={() => setStep('document')}>
              {t('kyc.form.back_')}
            </Button>
            <Button round disabled={!pictures.selfie} onClick={() => setStep('review')} data-testid="kyc-next-selfie">
              {t('kyc.form.next')}
            </Button>
          </div>
        </div>
      )}
      {step === 'review' && (
        <div className="space-y-4" data-testid="kyc-review">
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-xs text-muted">{t('kyc.form.legalName')}</dt>
              <dd className="font-medium">{draft.legalName}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted">{t('kyc.form.dateOfBirth')}</dt>
              <dd className="font-medium">{draft.dateOfBirth}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted">{t('kyc.form.country')}</dt>
              <dd className="font-medium">
                {countryOptions(language).find((c) => c.code === draft.country)?.name ?? draft.country}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted">{t('kyc.form.documentType')}</dt>
              <dd className="font-medium">{t(`kyc.documentType.${draft.documentType}`)}</dd>
            </div>
          </dl>
          <Notice tone="info">{t('kyc.form.privacy')}</Notice>
          {submit.isError && (
            <Notice tone="error" testId="kyc-submit-error">
              {serverErrorMessage(t, submit.error)}
            </Notice>
          )}
          <div className="flex justify-between gap-3">
            <Button round type="cancel" onClick={() => setStep('selfie')}>
              {t('kyc.form.back_')}
            </Button>
            <Button round loading={submit.isPending} onClick={send} data-testid="kyc-submit">
              {t('kyc.form.submit')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
