import type { InfoSection } from '@khelo/contracts/info-content';

export function InfoSections({ prefix, sections }: { prefix: string; sections: readonly InfoSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section
          key={section.id}
          id={`${prefix}-${section.id}`}
          className={section.badge ? 'info-doc__section info-doc__section--offer' : 'info-doc__section'}
          aria-labelledby={`${prefix}-${section.id}-title`}
        >
          {section.badge ? (
            <span className="info-doc__badge" aria-hidden="true">
              {section.badge}
            </span>
          ) : null}
          <div className="info-doc__body">
            <h2 id={`${prefix}-${section.id}-title`} className="info-doc__heading">
              {section.heading}
            </h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.items ? (
              <ul className="info-doc__list">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </section>
      ))}
    </>
  );
}
