import { useState } from 'react';
import { Smartphone } from 'lucide-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#i18n';
import { formatPhone } from '@fanlane/contracts/phone';
import { Button } from '../../../shared/ui/button';
import { bindPhone, phoneStateKey, phoneStateOptions } from '../api/phone-api';
import { PhoneCodeForm } from './phone-code-form';

/** /settings/account's phone: the bound number, and binding one (or another) with a texted code. */
export function PhoneSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = useQuery(phoneStateOptions());
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const phone = state.data?.phone ?? null;

  return (
    <div className="mt-6 border-t border-line pt-5" data-testid="account-phone">
      <div className="flex flex-wrap items-center gap-3">
        <span className="flex size-9 items-center justify-center rounded-xl bg-fg/6 text-muted">
          <Smartphone className="size-4.5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold">{t('phone.sectionTitle')}</p>
          <p className="truncate text-sm text-muted" dir="ltr" data-testid="account-phone-number">
            {state.isPending ? '…' : phone ? formatPhone(phone) : t('phone.none')}
          </p>
        </div>
        {!editing && (
          <Button
            type="border"
            round
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
            data-testid="account-phone-edit"
          >
            {phone ? t('phone.change') : t('phone.add')}
          </Button>
        )}
        {editing && (
          <Button type="ghost" round onClick={() => setEditing(false)} data-testid="account-phone-cancel">
            {t('common.cancel')}
          </Button>
        )}
      </div>
      <p className="mt-2 text-[13px] text-muted">{t('phone.sectionDescription')}</p>
      {saved && (
        <p role="status" className="mt-2 text-sm text-emerald-500" data-testid="account-phone-saved">
          {t('phone.bound')}
        </p>
      )}
      {editing && (
        <PhoneCodeForm
          scene="bind-phone"
          submit={async (values) => {
            queryClient.setQueryData(phoneStateKey, await bindPhone(values, { silent: true }));
            setEditing(false);
            setSaved(true);
          }}
          submitLabel={t('phone.bind')}
          testId="phone-bind"
          className="mt-4"
        />
      )}
    </div>
  );
}
