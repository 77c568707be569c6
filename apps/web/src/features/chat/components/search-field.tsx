import { Search } from 'lucide-react';

/** A search box of the chat's lists (the board, people to write to). */
export function SearchField({
  value,
  onChange,
  label,
  testId,
  className = 'rounded-xl border border-line bg-bg/60 px-3',
  inputClassName = 'h-10 text-sm',
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  testId: string;
  className?: string;
  inputClassName?: string;
}) {
  return (
    <label className={`flex items-center gap-2 focus-within:border-accent ${className}`}>
      <Search className="size-4 shrink-0 text-muted" aria-hidden />
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={label}
        aria-label={label}
        maxLength={64}
        className={`min-w-0 flex-1 bg-transparent outline-none placeholder:text-muted/70 ${inputClassName}`}
        data-testid={testId}
      />
    </label>
  );
}
