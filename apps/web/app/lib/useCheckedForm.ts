import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { fieldErrors } from './fieldErrors';

type Values = Record<string, string | boolean>;
type Errors<V extends Values> = Partial<Record<keyof V & string, string>>;

/**
 * A form's values and field messages, checked with a zod schema (the one the API uses, where
 * there is one). `check` returns the parsed values, or shows each field's first message and moves
 * focus to the first field in error. Editing a field clears its message.
 */
export function useCheckedForm<V extends Values, Out>(
  /** The schema, loaded when first needed (see lib/validators.ts). */
  schema: () => Promise<z.ZodType<Out>>,
  initial: V,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const fields = Object.keys(initial) as (keyof V & string)[];

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _fixed, ...others }) => others as Errors<V>);
  }, []);

  /** Shows field messages (the schema's or the API's) and moves focus to the first of them. */
  const showErrors = (found: Errors<V>) => {
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) document.getElementById(first)?.focus();
  };

  const check = async (): Promise<Out | null> => {
    const result = (await schema()).safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    showErrors(fieldErrors(result.error.issues, fields));
    return null;
  };

  /** The props of a text field: id and name are the field's name. */
  const textField = (name: keyof V & string) => ({
    id: name,
    name,
    value: String(values[name]),
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValue(name, event.target.value as V[typeof name]),
  });

  return { values, errors, setErrors, showErrors, setValue, setValues, check, textField };
}
