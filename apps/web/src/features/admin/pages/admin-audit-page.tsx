import { useState, type FormEvent } from 'react';
import { useTranslation } from '#i18n';
import type { TAuditEntry } from '@fanlane/contracts/audit';
import { formatDate } from '../../../shared/lib/dates';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { useAuditLog, type TAuditFilter } from '../api/admin-staff-api';
import { AdminQueue } from '../components/admin-queue';
import { adminStrings } from '../lib/admin-strings';

function AuditRow({ entry }: { entry: TAuditEntry }) {
  const { t } = useTranslation();
  const who = entry.actor.displayName ?? entry.actor.email ?? entry.actor.id.slice(0, 8);
  return (
    <li
      data-testid="admin-audit-row"
      data-action={entry.action}
      className="rounded-2xl border border-line bg-surface p-4 text-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <code dir="ltr" className="font-mono text-sm font-semibold">
          {entry.action}
        </code>
        <time className="text-xs text-muted" dateTime={entry.createdAt}>
          {formatDate(entry.createdAt, 'dateTime')}
        </time>
      </div>
      <p className="mt-1 text-muted">
        {t('admin.audit.by', { who, role: t(`admin.roles.${entry.actor.role}`, { defaultValue: entry.actor.role }) })}
      </p>
      <p className="mt-1 truncate text-xs text-muted" dir="ltr">
        {entry.targetType}: {entry.targetId}
      </p>
      {entry.detail && <p className="mt-2 rounded-xl bg-fg/5 px-3 py-2 break-words">{entry.detail}</p>}
    </li>
  );
}

const EMPTY: TAuditFilter = {};

/** /admin/audit: every staff action, the newest first; nobody can change or remove an entry. */
function AdminAuditPageView() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ action: '', targetId: '', from: '', to: '' });
  const [filter, setFilter] = useState<TAuditFilter>(EMPTY);
  const { query, items } = useAuditLog(filter);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter(Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim() !== '')));
  };
  const field = (name: keyof typeof draft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: event.target.value })),
  });
  return (
    <>
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('routes.adminAudit')}</h1>
        <p className="mt-1.5 text-sm text-muted">{t('admin.audit.subtitle')}</p>
      </header>
      <form
        noValidate
        onSubmit={apply}
        className="mb-5 grid grid-cols-1 gap-3 rounded-3xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4"
        data-testid="admin-audit-filters"
      >
        <TextField
          label={t('admin.audit.action')}
          placeholder="withdrawal."
          data-testid="audit-action"
          {...field('action')}
        />
        <TextField label={t('admin.audit.target')} data-testid="audit-target" {...field('targetId')} />
        <TextField label={t('admin.audit.from')} type="date" data-testid="audit-from" {...field('from')} />
        <TextField label={t('admin.audit.to')} type="date" data-testid="audit-to" {...field('to')} />
        <div className="flex gap-3 sm:col-span-2 lg:col-span-4">
          <Button htmlType="submit" round data-testid="audit-apply">
            {t('admin.audit.apply')}
          </Button>
          <Button
            type="ghost"
            round
            onClick={() => {
              setDraft({ action: '', targetId: '', from: '', to: '' });
              setFilter(EMPTY);
            }}
          >
            {t('admin.audit.clear')}
          </Button>
        </div>
      </form>
      <AdminQueue
        pages={query}
        items={items}
        errorTitle={t('admin.audit.loadError')}
        emptyTitle={t('admin.audit.empty')}
        renderItem={(entry) => <AuditRow key={entry.id} entry={entry} />}
        className="space-y-3"
        testId="admin-audit-list"
      />
    </>
  );
}

export const AdminAuditPage = adminStrings.wrap(AdminAuditPageView);
