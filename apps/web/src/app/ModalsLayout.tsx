import { ModalsProvider } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

/**
 * Dialogs of the signed-in pages. Mantine's Modal loads with them, not with /login. Modals keep
 * Mantine's layer (201), below its popover layer (300), so a dropdown opened from one sits above it;
 * notices (400) sit above both.
 */
export function ModalsLayout() {
  const { t } = useTranslation();
  return (
    // Every dialog's × gets a name a screen reader can say.
    <ModalsProvider modalProps={{ closeButtonProps: { 'aria-label': t('common.close_dialog') } }}>
      <Outlet />
    </ModalsProvider>
  );
}
