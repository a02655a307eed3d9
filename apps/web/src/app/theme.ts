import { createTheme, localStorageColorSchemeManager } from '@mantine/core';

export const colorSchemeStorageKey = 'docsift.color-scheme';

/** Light, dark or auto (follow the system), remembered across reloads. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: colorSchemeStorageKey });

/**
 * Indigo shade 7 (light) and 8 (dark) keep white button text above WCAG AA contrast. Dialogs and
 * menus appear without sliding or fading when the system asks for reduced motion.
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  respectReducedMotion: true,
});
