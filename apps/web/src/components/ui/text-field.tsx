import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import './text-field.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'> {
  label: string;
  error?: string | null;
  hint?: string;
  /** Shown inside the field before the input, e.g. the +91 prefix. */
  prefix?: ReactNode;
  id?: string;
}

/** A required field's label carries an asterisk (drawn by CSS, silent: `required` tells screen readers). */
export function fieldLabelClass(required?: boolean): string {
  return required ? 'field__label field__label--required' : 'field__label';
}

export function TextField({ label, error, hint, prefix, id, className, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error && 'field--invalid', className].filter(Boolean).join(' ')}>
      <label className={fieldLabelClass(rest.required)} htmlFor={inputId}>
        {label}
      </label>
      <div className="field__control">
        {prefix ? <span className="field__prefix">{prefix}</span> : null}
        <input
          id={inputId}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
      </div>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
