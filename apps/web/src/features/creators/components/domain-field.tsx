import { CircleCheck, CircleX, Globe } from 'lucide-react';
import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from '#i18n';
import { CREATOR_DOMAIN_MAX } from '@fanlane/contracts/creator';
import { runtimeConfig } from '../../../shared/lib/runtime-config';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { useDomainAvailability } from './use-domain-availability';
import type { DomainState } from './use-domain-availability';

const STATE_STYLE: Record<DomainState, string> = {
  idle: '',
  checking: 'text-muted',
  available: 'bg-emerald-500/12 text-emerald-600 dark:text-emerald-400',
  taken: 'bg-red-500/12 text-red-600 dark:text-red-400',
  reserved: 'bg-amber-500/15 text-amber-700 dark:text-amber-400',
  invalid: 'bg-red-500/12 text-red-600 dark:text-red-400',
};

function StatusBadge({ state }: { state: DomainState }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="apply-domain-status"
      data-state={state}
      aria-live="polite"
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-1 text-xs font-semibold whitespace-nowrap ${STATE_STYLE[state]}`}
    >
      {state === 'checking' && <Spinner className="size-3.5" />}
      {state === 'available' && <CircleCheck className="size-3.5" aria-hidden />}
      {(state === 'taken' || state === 'invalid' || state === 'reserved') && (
        <CircleX className="size-3.5" aria-hidden />
      )}
      {state !== 'idle' && t(`creators.apply.domainStatus.${state}`)}
    </span>
  );
}

interface DomainFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value'> {
  value: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** The page address, checked while typing, with the address it gives underneath. */
export function DomainField({ value, error, ...input }: DomainFieldProps) {
  const { t } = useTranslation();
  const state = useDomainAvailability(value);
  const domain = value.trim();
  const explanation =
    state === 'taken' || state === 'reserved' || state === 'invalid' ? t(`creators.apply.domainHint.${state}`) : null;
  const hint = explanation ?? (
    <span className="flex min-w-0 items-center gap-1.5" data-testid="apply-domain-preview">
      <Globe className="size-3.5 shrink-0" aria-hidden />
      <span className="truncate" dir="ltr">
        {runtimeConfig.publicUrl}/
        <span className={domain ? 'font-semibold text-fg' : ''}>{domain || t('creators.apply.domainPlaceholder')}</span>
      </span>
    </span>
  );
  return (
    <TextField
      label={t('creators.apply.domain')}
      placeholder={t('creators.apply.domainPlaceholder')}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      dir="ltr"
      maxLength={CREATOR_DOMAIN_MAX}
      data-testid="apply-domain"
      error={error}
      hint={hint}
      endSlot={<StatusBadge state={state} />}
      {...input}
    />
  );
}
