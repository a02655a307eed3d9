import { ModalsProvider } from '@mantine/modals';
import { Outlet } from 'react-router';

/**
 * Dialogs of the signed-in pages. Mantine's Modal loads with them, not with /login. Modals keep
 * Mantine's layer (201), below its popover layer (300), so a dropdown opened from one sits above it;
 * notices (400) sit above both.
 */
export function ModalsLayout() {
  return (
    <ModalsProvider>
      <Outlet />
    </ModalsProvider>
  );
}
