import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@khelo/contracts/catalog';

export interface CategoryTabsProps {
  categories: readonly Category[];
  selected: number;
  onSelect: (index: number) => void;
  panelId: string;
}

/** The category tabs (all, table, crash, …): a tablist with arrow-key navigation, scrolling on phones. */
export function CategoryTabs({ categories, selected, onSelect, panelId }: CategoryTabsProps) {
  const { t } = useTranslation('lobby');
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = categories.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? selected === last
          ? 0
          : selected + 1
        : event.key === 'ArrowLeft'
          ? selected === 0
            ? last
            : selected - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  };

  return (
    <div className="category-tabs" role="tablist" aria-label={t('categories.label')} onKeyDown={onKeyDown}>
      {categories.map((category, index) => (
        <button
          key={category.code}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`category-tab-${category.code}`}
          aria-selected={index === selected}
          aria-controls={panelId}
          tabIndex={index === selected ? 0 : -1}
          className="category-tabs__tab"
          data-category={category.name}
          onClick={() => onSelect(index)}
        >
          <img src={category.img} alt="" width={20} height={20} />
          {t(`categories.${category.code}`, { defaultValue: category.name })}
        </button>
      ))}
    </div>
  );
}
