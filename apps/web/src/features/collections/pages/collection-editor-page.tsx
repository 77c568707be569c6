import { Library } from 'lucide-react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '#i18n';
import { useUserStore } from '../../../shared/stores/user-store';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { useCollectionForEdit } from '../api/use-collections';
import { CollectionForm } from '../components/collection-form';
import { CreatorsOnly } from '../components/creators-only';

const BACK = '/settings/collection';

/** /settings/collection/create and /settings/collection/edit?id=: one form for both. */
export function CollectionEditorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const id = params.get('id');
  const creatorDomain = useUserStore((s) => s.info?.creatorDomain ?? null);
  const editing = useCollectionForEdit(id, creatorDomain !== null);
  const title = t(id ? 'routes.settingsCollectionEdit' : 'routes.settingsCollectionCreate');

  // The edit address names the collection; without one there is nothing to edit, so back to the list.
  if (!id && pathname.endsWith('/edit')) return <Navigate to={BACK} replace />;

  let body;
  if (!creatorDomain) body = <CreatorsOnly />;
  else if (id && editing.isPending) {
    body = (
      <div aria-busy className="animate-pulse space-y-4 rounded-3xl border border-line bg-surface p-6">
        <div className="h-11 rounded-xl bg-fg/8" />
        <div className="h-24 rounded-xl bg-fg/8" />
        <div className="h-40 rounded-xl bg-fg/6" />
      </div>
    );
  } else if (id && (editing.isError || !editing.data)) {
    body = (
      <LoadErrorState
        icon={<Library className="size-8" />}
        title={t('collections.loadError')}
        retryLabel={t('collections.retry')}
        onRetry={() => void editing.refetch()}
      />
    );
  } else {
    body = (
      <div className="rounded-3xl border border-line bg-surface p-5 md:p-6">
        <CollectionForm
          key={id ?? 'new'}
          creatorDomain={creatorDomain}
          editing={editing.data}
          onSaved={() => void navigate(BACK)}
          onCancel={() => void navigate(BACK)}
        />
      </div>
    );
  }

  return (
    <section data-testid="collection-editor" className="max-w-2xl">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-1.5 mb-6 text-sm text-muted">{t('collections.editorDescription')}</p>
      {body}
    </section>
  );
}
