import { useState } from 'react';
import { EyeOff } from 'lucide-react';
import { useTranslation } from '#i18n';
import type { TAccountSettings } from '@fanlane/contracts/account-settings';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { Notice } from '../../../shared/ui/notice';
import { SwitchRow } from '../../../shared/ui/switch-row';
import { updateSensitiveFilter, useSaveAccountSettings } from '../api/account-settings-api';
import { AccountSection } from '../components/account-section';
import { accountStrings } from '../lib/account-strings';

function FilterForm({ settings }: { settings: TAccountSettings }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveAccountSettings((enabled: boolean) => updateSensitiveFilter({ enabled }, { silent: true }));
  // The switch moves at once; a failed save puts it back (the settings keep the server's value).
  const shown = save.isPending && save.variables !== undefined ? save.variables : settings.sensitiveFilter;

  const toggle = (enabled: boolean) => {
    setSaved(false);
    setFailure(null);
    save.mutate(enabled, {
      onSuccess: () => setSaved(true),
      onError: (error) => setFailure(serverErrorMessage(t, error)),
    });
  };

  return (
    <div className="space-y-5" data-testid="sensitive-filter-form">
      <SwitchRow
        checked={shown}
        onChange={toggle}
        label={t('accountSettings.filter.switch')}
        description={t('accountSettings.filter.switchHint')}
        icon={<EyeOff className="size-4.5" />}
        testId="sensitive-filter-switch"
      />
      <p aria-live="polite" className="min-h-5 text-sm text-emerald-500" data-testid="sensitive-filter-status">
        {saved && !save.isPending
          ? t(shown ? 'accountSettings.filter.savedOn' : 'accountSettings.filter.savedOff')
          : ''}
      </p>
      {failure && (
        <Notice tone="error" testId="sensitive-filter-error">
          {failure}
        </Notice>
      )}
      <Notice>{t('accountSettings.filter.about')}</Notice>
    </div>
  );
}

/** /settings/security/filter: whether posts their creators flagged sensitive show blurred until tapped. */
function SensitiveFilterPageView() {
  const { t } = useTranslation();
  return (
    <AccountSection
      title={t('routes.settingsFilter')}
      description={t('accountSettings.filter.description')}
      testId="settings-sensitive-filter"
    >
      {(settings) => <FilterForm settings={settings} />}
    </AccountSection>
  );
}

export const SensitiveFilterPage = accountStrings.wrap(SensitiveFilterPageView);
