import type { MantineColorScheme } from '@mantine/core';
import { ActionIcon, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MonitorIcon, MoonIcon, SunIcon } from '../../components/icons.tsx';
import { useIsHydrated } from '../../components/use-is-hydrated.ts';

const schemes: { value: MantineColorScheme; Icon: typeof SunIcon }[] = [
  { value: 'light', Icon: SunIcon },
  { value: 'dark', Icon: MoonIcon },
  { value: 'auto', Icon: MonitorIcon },
];

/** Light, dark or follow the system; Mantine persists the choice in localStorage. */
export function ColorSchemeControl() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  // The server cannot read the stored scheme, so server HTML marks none as chosen.
  const chosen = useIsHydrated() ? colorScheme : undefined;
  return (
    <ActionIcon.Group role="group" aria-label={t('preferences.color_scheme')}>
      {schemes.map(({ value, Icon }) => (
        <ActionIcon
          key={value}
          variant={chosen === value ? 'filled' : 'default'}
          size="lg"
          aria-label={t(`preferences.color_schemes.${value}`)}
          aria-pressed={chosen === value}
          title={t(`preferences.color_schemes.${value}`)}
          onClick={() => setColorScheme(value)}
        >
          <Icon />
        </ActionIcon>
      ))}
    </ActionIcon.Group>
  );
}
