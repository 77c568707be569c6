import { useState, type FormEvent, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#i18n';
import { Copy, KeyRound, ShieldCheck, ShieldAlert } from 'lucide-react';
import type { TTwoFactorSetup, TTwoFactorStatus } from '@fanlane/contracts/two-factor';
import { serverErrorMessage } from '../../../../shared/lib/api-errors';
import { Button } from '../../../../shared/ui/button';
import { TextField } from '../../../../shared/ui/text-field';
import { Spinner } from '../../../../shared/ui/spinner';
import {
  confirmTwoFactor,
  disableTwoFactor,
  fetchTwoFactorStatus,
  newRecoveryCodes,
  startTwoFactorSetup,
  twoFactorKeys,
} from '../../api/two-factor-api';
import { SettingsSection } from '../../components/settings-section';
import { QrCode } from '../../../../shared/ui/qr-code';
import { settingsStrings } from '../../lib/settings-strings';

/** A form's submit with its busy state and the server's refusal shown under it. */
function useAction() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(serverErrorMessage(t, error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, run };
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <div data-testid="two-factor-recovery-codes">
      <h2 className="text-lg font-semibold">{t('settings.twoFactor.recoveryTitle')}</h2>
      <p className="mt-1 text-sm text-muted">{t('settings.twoFactor.recoveryBody')}</p>
      <ol className="mt-4 grid grid-cols-2 gap-2 rounded-2xl bg-fg/5 p-4 font-mono text-sm" dir="ltr">
        {codes.map((code) => (
          <li key={code} data-testid="two-factor-recovery-code">
            {code}
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button
          type="border"
          round
          onClick={() => {
            void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true));
          }}
        >
          <span className="inline-flex items-center gap-1.5">
            <Copy className="size-4" aria-hidden />
            {copied ? t('settings.twoFactor.copied') : t('settings.twoFactor.copy')}
          </span>
        </Button>
        <Button round onClick={onDone} data-testid="two-factor-recovery-done">
          {t('settings.twoFactor.savedThem')}
        </Button>
      </div>
    </div>
  );
}

function Enrol({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<TTwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const start = useAction();
  const confirm = useAction();

  if (!setup)
    return (
      <div>
        <p className="text-sm text-muted">{t('settings.twoFactor.intro')}</p>
        {start.failure && <p className="mt-3 text-sm text-red-500">{start.failure}</p>}
        <Button
          className="mt-5"
          round
          loading={start.busy}
          data-testid="two-factor-start"
          onClick={() => void start.run(async () => setSetup(await startTwoFactorSetup()))}
        >
          {t('settings.twoFactor.start')}
        </Button>
      </div>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void confirm.run(async () => onEnabled((await confirmTwoFactor(code.trim())).recoveryCodes));
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-5" data-testid="two-factor-setup">
      <p className="text-sm">{t('settings.twoFactor.scan')}</p>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <QrCode
          testId="two-factor-qr"
          value={setup.uri}
          label={t('settings.twoFactor.qrLabel')}
          size={184}
          className="shrink-0"
        />
        <div className="min-w-0 flex-1">
          <p className="text-xs text-muted">{t('settings.twoFactor.manual')}</p>
          <code
            dir="ltr"
            className="mt-1 block rounded-xl bg-fg/5 px-3 py-2 font-mono text-sm break-all"
            data-testid="two-factor-secret"
          >
            {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
          </code>
        </div>
      </div>
      <TextField
        label={t('settings.twoFactor.firstCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="000000"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={confirm.failure ?? undefined}
        data-testid="two-factor-code"
      />
      <Button htmlType="submit" round loading={confirm.busy} data-testid="two-factor-confirm">
        {t('settings.twoFactor.confirm')}
      </Button>
    </form>
  );
}

/** The password or a current code, for turning it off or for new recovery codes. */
function ProofForm({
  title,
  action,
  danger,
  testId,
  onProof,
}: {
  title: string;
  action: string;
  danger?: boolean;
  testId: string;
  onProof: (proof: { password?: string; code?: string }) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [byCode, setByCode] = useState(false);
  const { busy, failure, run } = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => onProof(byCode ? { code: value.trim() } : { password: value }));
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-3 border-t border-line pt-5" data-testid={testId}>
      <h3 className="text-sm font-semibold">{title}</h3>
      <TextField
        label={byCode ? t('settings.twoFactor.proofCode') : t('settings.twoFactor.proofPassword')}
        type={byCode ? 'text' : 'password'}
        autoComplete={byCode ? 'one-time-code' : 'current-password'}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={failure ?? undefined}
        data-testid={`${testId}-input`}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          htmlType="submit"
          type={danger ? 'delete' : 'border'}
          round
          loading={busy}
          data-testid={`${testId}-submit`}
        >
          {action}
        </Button>
        <button
          type="button"
          className="cursor-pointer text-sm font-medium text-accent hover:underline"
          onClick={() => {
            setByCode((v) => !v);
            setValue('');
          }}
        >
          {byCode ? t('settings.twoFactor.usePassword') : t('settings.twoFactor.useCode')}
        </button>
      </div>
    </form>
  );
}

function Enabled({
  status,
  onCodes,
  onOff,
}: {
  status: TTwoFactorStatus;
  onCodes: (codes: string[]) => void;
  onOff: () => void;
}) {
  const { t, i18n } = useTranslation();
  const since = status.enabledAt ? new Date(status.enabledAt).toLocaleDateString(i18n.language) : '';
  return (
    <div className="space-y-5" data-testid="two-factor-enabled">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-emerald-500/15 text-emerald-500">
          <ShieldCheck className="size-5" aria-hidden />
        </span>
        <div>
          <p className="font-semibold">{t('settings.twoFactor.on', { date: since })}</p>
          <p className="text-sm text-muted" data-testid="two-factor-codes-left">
            {t('settings.twoFactor.codesLeft', { count: status.recoveryCodesLeft })}
          </p>
        </div>
      </div>
      <ProofForm
        title={t('settings.twoFactor.newCodesTitle')}
        action={t('settings.twoFactor.newCodes')}
        testId="two-factor-new-codes"
        onProof={async (proof) => onCodes((await newRecoveryCodes(proof)).recoveryCodes)}
      />
      {status.required ? (
        <p className="border-t border-line pt-5 text-sm text-muted" data-testid="two-factor-staff-note">
          {t('settings.twoFactor.staffKeepsIt')}
        </p>
      ) : (
        <ProofForm
          title={t('settings.twoFactor.offTitle')}
          action={t('settings.twoFactor.off')}
          danger
          testId="two-factor-disable"
          onProof={async (proof) => {
            await disableTwoFactor(proof);
            onOff();
          }}
        />
      )}
    </div>
  );
}

/** /settings/security/twoFactor: an authenticator app as the second step of every sign-in. */
function TwoFactorPageView() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: twoFactorKeys.status, queryFn: fetchTwoFactorStatus });
  const [codes, setCodes] = useState<string[] | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: twoFactorKeys.status });

  let body: ReactNode;
  if (codes) body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  else if (!status.data) body = <Spinner className="mx-auto size-6" />;
  else if (status.data.enabled)
    body = (
      <Enabled
        status={status.data}
        onCodes={(fresh) => {
          setCodes(fresh);
          refresh();
        }}
        onOff={refresh}
      />
    );
  else
    body = (
      <Enrol
        onEnabled={(fresh) => {
          setCodes(fresh);
          refresh();
        }}
      />
    );

  return (
    <SettingsSection
      title={t('routes.settingsTwoFactor')}
      description={t('settings.twoFactor.description')}
      testId="settings-two-factor"
    >
      {status.data?.required && !status.data.enabled && (
        <p
          className="mb-5 flex items-start gap-2 rounded-2xl bg-amber-500/10 p-3 text-sm"
          data-testid="two-factor-required"
        >
          <ShieldAlert className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden />
          {t('settings.twoFactor.requiredForStaff')}
        </p>
      )}
      {body}
      <p className="mt-6 flex items-center gap-1.5 text-xs text-muted">
        <KeyRound className="size-3.5" aria-hidden />
        {t('settings.twoFactor.apps')}
      </p>
    </SettingsSection>
  );
}

export const TwoFactorPage = settingsStrings.wrap(TwoFactorPageView);
