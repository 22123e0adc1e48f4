import { useId, type ReactNode } from 'react';

/**
 * The frame of a record page (member and agent centres): its title, then the page's `RecordFilters` and
 * `RecordResults`.
 */
export function RecordPage({ title, level = 2, children }: { title: string; level?: 2 | 3; children: ReactNode }) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>{title}</Heading>
      {children}
    </section>
  );
}
