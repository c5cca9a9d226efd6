import { type ReactNode, useId } from 'react';

/** A choice: its value, its label, and the id of a text that describes it, if any. */
export interface RadioChoice<Value extends string> {
  readonly value: Value;
  readonly label: string;
  readonly describedBy?: string | undefined;
}

/**
 * One choice among a few: native radio buttons in one radiogroup named by its label (arrow keys
 * move between them and choose, Tab leaves the group). `children` follow the group (its hints).
 */
export function RadioChoices<Value extends string>({
  label,
  labelClassName,
  className = 'payment-page__choices',
  name,
  value,
  options,
  onChange,
  disabled = false,
  children,
}: {
  readonly label: string;
  readonly labelClassName: string;
  readonly className?: string | undefined;
  readonly name: string;
  readonly value: string;
  readonly options: readonly RadioChoice<Value>[];
  readonly onChange: (value: Value) => void;
  readonly disabled?: boolean | undefined;
  readonly children?: ReactNode;
}) {
  const labelId = useId();
  return (
    <div className={className}>
      <p id={labelId} className={labelClassName}>
        {label}
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className="payment-page__method-list">
        {options.map((option) => (
          <label key={option.value} className="payment-page__method">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={disabled}
              aria-describedby={option.describedBy}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {children}
    </div>
  );
}
