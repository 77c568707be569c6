import { useTranslation } from '#i18n';
import { POST_TEXT_MAX } from '@fanlane/contracts/post-limits';

interface ComposerTextProps {
  value: string;
  onChange: (text: string) => void;
  error: string | undefined;
}

/** The post's text, its error and how many characters are left. */
export function ComposerText({ value, onChange, error }: ComposerTextProps) {
  const { t } = useTranslation();
  return (
    <>
      <label htmlFor="composer-text" className="sr-only">
        {t('posts.composer.textLabel')}
      </label>
      <textarea
        id="composer-text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('posts.composer.textPlaceholder')}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby="composer-text-message"
        data-testid="composer-text"
        className={`block w-full resize-y rounded-2xl border bg-bg/60 px-4 py-3 text-[15px] leading-relaxed outline-none transition-colors placeholder:text-muted/70 focus:border-accent focus:ring-3 focus:ring-accent/20 ${
          error ? 'border-red-500/70' : 'border-line'
        }`}
      />
      <div className="mt-1.5 flex items-start justify-between gap-3" id="composer-text-message">
        <span
          role={error ? 'alert' : undefined}
          className="text-[13px] text-red-500 dark:text-red-400"
          data-testid="composer-text-error"
        >
          {error}
        </span>
        <span
          className={`shrink-0 text-xs tabular-nums ${value.length > POST_TEXT_MAX ? 'font-semibold text-red-500' : 'text-muted'}`}
          data-testid="composer-counter"
        >
          {value.length}/{POST_TEXT_MAX}
        </span>
      </div>
    </>
  );
}
