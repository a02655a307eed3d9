import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
// The web app's own package.json: a named import keeps the rest of the file out of the bundle.
import { version } from '../../package.json';

/** Footer links to terms and privacy, with the version string. */
export function LegalLinks() {
  const { t } = useTranslation();
  return (
    <Group gap="md" justify="center" fz="sm">
      <Anchor component={Link} to="/terms" fz="sm">
        {t('shell.terms')}
      </Anchor>
      <Anchor component={Link} to="/privacy" fz="sm">
        {t('shell.privacy')}
      </Anchor>
      <Text component="span" fz="sm" c="dimmed" data-testid="app-version">
        {t('common.version', { version })}
      </Text>
    </Group>
  );
}
