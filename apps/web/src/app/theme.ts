import { MODAL_Z_INDEX_BASE } from '@docsift/core/limits';
import { createTheme, localStorageColorSchemeManager } from '@mantine/core';

/** Light, dark or auto (follow the system), remembered across reloads. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'docsift.color-scheme' });

/**
 * Dropdowns, menus and tooltips portal to <body>; at Mantine's default (300) they sit behind the
 * stacked modals (2050 and up), out of reach when opened from a dialog. Plain objects, not
 * `Combobox.extend`, so the entry chunk does not import those components.
 */
const floatingLayer = { defaultProps: { zIndex: MODAL_Z_INDEX_BASE + 1000 } };

/** Indigo shade 7 (light) and 8 (dark) keep white button text above WCAG AA contrast. */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Combobox: floatingLayer,
    Menu: floatingLayer,
    Popover: floatingLayer,
    Tooltip: floatingLayer,
  },
});
