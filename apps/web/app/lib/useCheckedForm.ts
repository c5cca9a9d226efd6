import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import { apiFieldErrors, fieldErrors, nestFields, otherIssues } from './fieldErrors';

type Values = Record<string, string | boolean>;
type Errors<V extends Values> = Partial<Record<keyof V & string, string>>;

/**
 * A form's values and field messages, checked with a zod schema (the one the API uses, where
 * there is one). `check` returns the parsed values, or shows each field's first message and moves
 * focus to the first field in error. Editing a field clears its message. Attach `ref` to the
 * <form>: focus finds the fields by name inside it. A field named with dots (`guest.mobile`) is
 * that key of a nested object of the body, as the API names it in its field messages.
 */
/** What a text field of a checked form takes: its name, value, error and change handler. */
export interface TextFieldProps {
  readonly name: string;
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (event: { target: { value: string } }) => void;
}

export function useCheckedForm<V extends Values, Out>(
  /** The schema, loaded when first needed (see lib/validators.ts). */
  schema: () => Promise<z.ZodType<Out>>,
  initial: V,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const ref = useRef<HTMLFormElement>(null);
  const fields = Object.keys(initial) as (keyof V & string)[];

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _fixed, ...others }) => others as Errors<V>);
  }, []);

  /** Shows field messages (the schema's or the API's) and moves focus to the first of them. */
  const showErrors = (found: Errors<V>) => {
    setErrors(found);
    const first = fields.find((field) => found[field]);
    const control = first ? ref.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  };

  /** Shows the API's messages for this form's fields; true when there was any. */
  const showServerErrors = (error: unknown): boolean => {
    const found = apiFieldErrors(error, fields);
    if (Object.keys(found).length === 0) return false;
    showErrors(found);
    return true;
  };

  /**
   * Checks the values, with `extra` for what the schema needs beyond the fields; messages about
   * anything but the fields go to `onOtherIssues`.
   */
  const check = async (
    extra: Record<string, unknown> = {},
    onOtherIssues?: (messages: string[]) => void,
  ): Promise<Out | null> => {
    const result = (await schema()).safeParse(nestFields({ ...values, ...extra }));
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const others = otherIssues(result.error.issues, fields);
    if (others.length > 0) onOtherIssues?.(others);
    showErrors(fieldErrors(result.error.issues, fields));
    return null;
  };

  /** The props of a text field named `name`. */
  const textField = (name: keyof V & string): TextFieldProps => ({
    name,
    value: String(values[name]),
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValue(name, event.target.value as V[typeof name]),
  });

  return {
    ref,
    values,
    errors,
    setErrors,
    showErrors,
    showServerErrors,
    setValue,
    setValues,
    check,
    textField,
  };
}
