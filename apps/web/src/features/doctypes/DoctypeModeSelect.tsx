import '../../components/select-styles.ts';
import type { DoctypeMode } from '@docsift/core/doctype';
import { doctypeModes } from '@docsift/core/doctype';
import { Select } from '@mantine/core';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { modeKey } from './mode-text.ts';

interface DoctypeModeSelectProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  error?: string;
  /** Shows what the chosen mode does under the select. */
  withHint?: boolean;
}

/** The mode select of the create dialog and the wizard, bound to a react-hook-form field. */
export function DoctypeModeSelect<Values extends FieldValues>({
  control,
  name,
  error,
  withHint = false,
}: DoctypeModeSelectProps<Values>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const mode = field.value as DoctypeMode;
        return (
          <Select
            label={t('doctypes.create.mode')}
            data={doctypeModes.map((value) => ({
              value,
              label: t(`doctypes.modes.${modeKey(value)}`),
            }))}
            value={mode}
            onChange={(value) => value && field.onChange(value)}
            onBlur={field.onBlur}
            description={withHint ? t(`doctypes.mode_hints.${modeKey(mode)}`) : undefined}
            error={error}
            allowDeselect={false}
            required
          />
        );
      }}
    />
  );
}
