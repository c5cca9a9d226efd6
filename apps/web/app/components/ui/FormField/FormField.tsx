import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { useId } from 'react';
import './FormField.css';

interface FieldFrame {
  readonly label: ReactNode;
  /** Shown under the control and announced with it; marks the control invalid. */
  readonly error?: string | undefined;
  /** A short help text, read with the control (e.g. '10-digit mobile number'). */
  readonly hint?: ReactNode;
  readonly className?: string | undefined;
}

type InputField = FieldFrame & { readonly as?: 'input' } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'className'
  >;
type TextareaField = FieldFrame & { readonly as: 'textarea' } & Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    'className'
  >;
type SelectField = FieldFrame & { readonly as: 'select'; readonly children: ReactNode } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'className'
  >;

/** An address, a username or a UPI ID is typed as it is: no capital first letter, no spelling fixes. */
export const TYPED_AS_IS = { autoCapitalize: 'none', spellCheck: false } as const;

export type FormFieldProps = InputField | TextareaField | SelectField;

interface ControlWiring {
  readonly id: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

/**
 * A labelled input, textarea or select with its hint and error message: the error is tied to the
 * control by aria-describedby and marks it aria-invalid, so a screen reader reads it on focus.
 */
export function FormField(props: FormFieldProps) {
  const { label, error, hint, className, id: givenId, ...control } = props;
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const wiring: ControlWiring = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby':
      [hintId, errorId, control['aria-describedby']].filter(Boolean).join(' ') || undefined,
  };
  const classes = ['form-field', error ? 'form-field--invalid' : '', className ?? '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {renderControl(control, wiring)}
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type ControlProps =
  | Omit<InputField, keyof FieldFrame | 'id'>
  | Omit<TextareaField, keyof FieldFrame | 'id'>
  | Omit<SelectField, keyof FieldFrame | 'id'>;

function renderControl(control: ControlProps, wiring: ControlWiring) {
  if (control.as === 'textarea') {
    const { as: _textarea, ...textarea } = control;
    return <textarea className="form-field__control" {...textarea} {...wiring} />;
  }
  if (control.as === 'select') {
    const { as: _select, ...select } = control;
    return <select className="form-field__control" {...select} {...wiring} />;
  }
  const { as: _input, ...input } = control;
  return <input className="form-field__control" {...input} {...wiring} />;
}
