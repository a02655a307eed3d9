import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Marks a paid feature and links to the subscription page (spec section 6). */
export function ProTag() {
  const { t } = useTranslation();
  return (
    <Badge
      component={Link}
      to="/payment/subscription"
      variant="filled"
      color="orange.9"
      size="sm"
      title={t('common.pro_hint')}
      // Mantine's focus ring, as its links have: a Badge drew the browser's own.
      className="mantine-focus-auto"
      // Beside a text that wraps (German settings), a flex row would squeeze the tag to "P…".
      style={{ cursor: 'pointer', flexShrink: 0 }}
      data-testid="pro-tag"
    >
      {t('common.pro')}
    </Badge>
  );
}
