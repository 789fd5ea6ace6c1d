import { useTranslation } from 'react-i18next';

// The catalog's "order" cell (games and providers): a number admins edit, saved when it loses focus and
// only when it is a whole number that changed; others see the number.

export function OrderInput(props: {
  position: number;
  name: string;
  canEdit: boolean;
  onChange: (position: number) => void;
}) {
  const { t } = useTranslation('backoffice');
  if (!props.canEdit) return <>{props.position}</>;
  return (
    <input
      className="bo-number"
      type="number"
      min={0}
      defaultValue={props.position}
      aria-label={t('catalog.orderOf', { name: props.name })}
      onBlur={(event) => {
        const position = Number(event.target.value);
        if (Number.isInteger(position) && position !== props.position) props.onChange(position);
      }}
    />
  );
}
