import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from './error-text.ts';

/** The translated error of a form's field, if any: the one way a form shows a field's error. */
export function useFieldError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getFieldState' | 'formState'>,
): (name: Path<T>) => string | undefined {
  const { t, i18n } = useTranslation();
  return (name) =>
    fieldErrorText(
      t,
      (key) => i18n.exists(key),
      form.getFieldState(name, form.formState).error?.message,
    );
}
