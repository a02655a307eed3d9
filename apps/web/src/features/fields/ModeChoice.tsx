import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SimpleGrid.css';
import type { DoctypeMode } from '@docsift/core/doctype';
import { doctypeModes } from '@docsift/core/doctype';
import { Radio, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { modeKey } from '../doctypes/mode-text.ts';

/** The four extraction modes, each with what it is for. */
export function ModeChoice({
  value,
  onChange,
}: {
  value: DoctypeMode;
  onChange: (mode: DoctypeMode) => void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('doctypes.fields.mode')}
      value={value}
      onChange={(next) => onChange(next as DoctypeMode)}
      required
      // First on the Fields tab: inline-block, the label sat 2 px down its wrapper's taller line,
      // below where the other tabs' first content starts.
      styles={{ label: { display: 'block' } }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
        {doctypeModes.map((mode) => (
          <Radio
            key={mode}
            value={mode}
            label={t(`doctypes.modes.${modeKey(mode)}`)}
            description={t(`doctypes.mode_hints.${modeKey(mode)}`)}
          />
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
