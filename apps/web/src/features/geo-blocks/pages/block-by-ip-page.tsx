import { useState } from 'react';
import { Network, Trash2 } from 'lucide-react';
import { useTranslation } from '#i18n';
import { GEO_BLOCK_MAX_ENTRIES, type TGeoBlocks } from '@fanlane/contracts/geo-blocks';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { useSaveGeoBlocks } from '../api/geo-blocks-api';
import { GeoBlocksFrame } from '../components/geo-blocks-frame';
import { YourPlace } from '../components/your-place';
import { geoStrings } from '../lib/geo-strings';

/** Each change saves at once: the server checks the entry and answers with the list in normal form. */
function NetworkForm({ state, creatorDomain }: { state: TGeoBlocks; creatorDomain: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [entry, setEntry] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveGeoBlocks('networks', creatorDomain);
  const full = state.networks.length >= GEO_BLOCK_MAX_ENTRIES;

  const submit = (networks: string[], onDone?: () => void) => {
    setError(null);
    save.mutate(networks, {
      onSuccess: onDone,
      onError: (err) => setError(serverErrorMessage(t, err)),
    });
  };
  const add = (event: React.FormEvent) => {
    event.preventDefault();
    const value = entry.trim();
    if (!value) return;
    submit([...state.networks, value], () => setEntry(''));
  };

  return (
    <div className="space-y-5 rounded-3xl border border-line bg-surface p-5 md:p-6" data-testid="geo-ip-form">
      <YourPlace ip={state.yourIp} country={state.yourCountry} language={language} />
      <form onSubmit={add} noValidate className="flex items-start gap-2">
        <TextField
          className="flex-1"
          label={t('geoBlocks.ipLabel')}
          placeholder="203.0.113.7, 203.0.113.0/24, 2001:db8::/48"
          value={entry}
          onChange={(e) => setEntry(e.target.value)}
          error={error ?? undefined}
          hint={t('geoBlocks.ipHint')}
          inputMode="text"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          dir="ltr"
          data-testid="geo-ip-input"
        />
        <Button
          htmlType="submit"
          round
          loading={save.isPending}
          disabled={full || entry.trim() === ''}
          className="mt-7"
          data-testid="geo-ip-add"
        >
          {t('geoBlocks.add')}
        </Button>
      </form>
      {state.networks.length === 0 ? (
        <p className="text-sm text-muted" data-testid="geo-ip-none">
          {t('geoBlocks.noNetworks')}
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line" data-testid="geo-ip-list">
          {state.networks.map((network) => (
            <li key={network} className="flex items-center gap-3 px-3.5 py-2.5">
              <Network className="size-4 shrink-0 text-muted" aria-hidden />
              <span className="flex-1 font-mono text-sm" dir="ltr">
                {network}
              </span>
              <button
                type="button"
                onClick={() => submit(state.networks.filter((n) => n !== network))}
                disabled={save.isPending}
                aria-label={t('geoBlocks.remove', { name: network })}
                data-testid={`geo-ip-remove-${network}`}
                className="flex size-9 cursor-pointer items-center justify-center rounded-lg text-muted transition-colors hover:bg-red-500/10 hover:text-red-500 disabled:opacity-50"
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-muted">
        {t('geoBlocks.count', { count: state.networks.length, max: GEO_BLOCK_MAX_ENTRIES })}
      </p>
    </div>
  );
}

/** /settings/security/blockByIP: addresses and ranges whose visitors do not see the creator at all. */
function BlockByIpPageView() {
  const { t } = useTranslation();
  return (
    <GeoBlocksFrame
      title={t('routes.settingsBlockByIp')}
      description={t('geoBlocks.ipDescription')}
      testId="settings-block-by-ip"
    >
      {(state, creatorDomain) => <NetworkForm state={state} creatorDomain={creatorDomain} />}
    </GeoBlocksFrame>
  );
}

export const BlockByIpPage = geoStrings.wrap(BlockByIpPageView);
