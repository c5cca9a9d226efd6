import { Fragment, type ReactNode } from 'react';

/**
 * A message with elements inside it ("Signed in as {name}", the name in <strong>): the message is
 * rendered with each element's placeholder left as `{name}` and split there, so each language's
 * text decides where the element goes.
 */
export function withElements<K extends string>(
  message: (inputs: Record<K, string>) => string,
  elements: Readonly<Record<K, ReactNode>>,
): ReactNode[] {
  const names = Object.keys(elements) as K[];
  const text = message(
    Object.fromEntries(names.map((name) => [name, `{${name}}`])) as Record<K, string>,
  );
  return text
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1] as K | undefined;
      return name !== undefined && names.includes(name) ? (
        <Fragment key={name}>{elements[name]}</Fragment>
      ) : (
        part
      );
    });
}
