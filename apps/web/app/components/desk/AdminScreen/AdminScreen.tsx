import type { ReactNode } from 'react';

/**
 * An admin screen: a region named by its heading (`title`, with the id `<name>-title`), then
 * the screen's own content.
 */
export function AdminScreen({
  name,
  title,
  children,
}: {
  readonly name: string;
  readonly title: ReactNode;
  readonly children: ReactNode;
}) {
  const titleId = `${name}-title`;
  return (
    <section className="admin__screen" aria-labelledby={titleId}>
      <h1 id={titleId} className="admin__title">
        {title}
      </h1>
      {children}
    </section>
  );
}
