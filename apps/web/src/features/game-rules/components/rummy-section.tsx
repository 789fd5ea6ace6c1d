import type { ReactNode } from 'react';

export function RummySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={`rummy-${id}`}
      className="rules__section rummy__section"
      aria-labelledby={`rummy-${id}-title`}
    >
      <h2 id={`rummy-${id}-title`} className="rules__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}
