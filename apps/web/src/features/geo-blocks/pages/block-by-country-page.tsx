import { useState } from 'react';
import { useTranslation } from '#i18n';
import { GEO_BLOCK_MAX_ENTRIES, type TGeoBlocks } from '@fanlane/contracts/geo-blocks';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { Notice } from '../../../shared/ui/notice';
import { SaveRow } from '../../../shared/ui/save-row';
import { useSaveGeoBlocks } from '../api/geo-blocks-api';
import { CountryPicker } from '../components/country-picker';
import { GeoAttribution, YourPlace } from '../components/your-place';
import { GeoBlocksFrame } from '../components/geo-blocks-frame';
import { geoStrings } from '../lib/geo-strings';

const sameSet = (a: ReadonlySet<string>, b: readonly string[]) => a.size === b.length && b.every((c) => a.has(c));

function CountryForm({ state, creatorDomain }: { state: TGeoBlocks; creatorDomain: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(state.countries));
  const [saved, setSaved] = useState(false);
  const save = useSaveGeoBlocks('countries', creatorDomain);
  const dirty = !sameSet(selected, state.countries);

  const toggle = (code: string) => {
    setSaved(false);
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(code)) next.add(code);
      return next;
    });
  };
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate([...selected].sort(), {
      onSuccess: (next) => {
        setSelected(new Set(next.countries));
        setSaved(true);
      },
    });
  };

  return (
    <form
      onSubmit={onSubmit}
      className="space-y-5 rounded-3xl border border-line bg-surface p-5 md:p-6"
      data-testid="geo-country-form"
    >
      <YourPlace ip={state.yourIp} country={state.yourCountry} language={language} />
      {state.yourCountry && selected.has(state.yourCountry) && (
        <Notice testId="geo-own-country">{t('geoBlocks.ownCountry')}</Notice>
      )}
      <CountryPicker selected={selected} onToggle={toggle} language={language} />
      <p className="text-xs text-muted">{t('geoBlocks.count', { count: selected.size, max: GEO_BLOCK_MAX_ENTRIES })}</p>
      {save.isError && <Notice tone="error">{serverErrorMessage(t, save.error)}</Notice>}
      <SaveRow
        label={t('common.save')}
        saving={save.isPending}
        dirty={dirty}
        saved={saved}
        testId="geo-country-save"
        savedTestId="geo-country-saved"
      />
      <GeoAttribution />
    </form>
  );
}

/** /settings/security/blockByCountry: the countries whose visitors do not see the creator at all. */
function BlockByCountryPageView() {
  const { t } = useTranslation();
  return (
    <GeoBlocksFrame
      title={t('routes.settingsBlockByCountry')}
      description={t('geoBlocks.countryDescription')}
      testId="settings-block-by-country"
    >
      {(state, creatorDomain) => <CountryForm state={state} creatorDomain={creatorDomain} />}
    </GeoBlocksFrame>
  );
}

export const BlockByCountryPage = geoStrings.wrap(BlockByCountryPageView);
