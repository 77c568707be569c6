/** One choice among a few, each a card with its name and a line on what it means (who may write, an audience). */
import { useId } from 'react';

export function RadioCards<T extends string>({
  options,
  value,
  onChange,
  label,
  hint,
  testIdPrefix,
}: {
  options: readonly T[];
  value: T;
  onChange: (option: T) => void;
  label: (option: T) => string;
  hint: (option: T) => string;
  testIdPrefix: string;
}) {
  const name = useId();
  return (
    <div className="space-y-2">
      {options.map((option) => (
        <label
          key={option}
          className={`flex cursor-pointer items-start gap-3 rounded-2xl border px-4 py-3 transition-colors ${
            value === option ? 'border-accent bg-accent/8' : 'border-line hover:bg-fg/4'
          }`}
        >
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            className="mt-1 accent-accent"
            data-testid={`${testIdPrefix}-${option}`}
          />
          <span className="min-w-0">
            <span className="block text-sm font-medium">{label(option)}</span>
            <span className="block text-[13px] text-muted">{hint(option)}</span>
          </span>
        </label>
      ))}
    </div>
  );
}
