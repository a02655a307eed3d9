import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../components/icons.tsx';
import { useUpload } from '../uploads/uploads-api.ts';
import type { ApprovalFailure } from './use-approvals.ts';
import { failureReason } from './use-approvals.ts';

interface ApprovalFailedAlertProps {
  failure: ApprovalFailure;
  /** The record is the one on screen: no way to open it is offered. */
  isOpen: boolean;
  onOpen: () => void;
  onDismiss: () => void;
}

/**
 * A record the person approved and went past, whose approval failed: it stays above whichever
 * record is open, saying which document and why, with the way back to it.
 */
export function ApprovalFailedAlert({
  failure,
  isOpen,
  onOpen,
  onDismiss,
}: ApprovalFailedAlertProps) {
  const { t } = useTranslation();
  // The record's document was open on screen a moment ago: its upload is loaded.
  const filename = useUpload(failure.record.upload).data?.filename;
  const reason = failureReason(t, failure.error);
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<AlertIcon />}
      title={t('review.screen.not_approved')}
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={onDismiss}
      data-testid="review-not-approved"
    >
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text size="sm">{filename ? `${filename}: ${reason}` : reason}</Text>
        {!isOpen && (
          <Button size="xs" variant="default" onClick={onOpen}>
            {t('review.screen.open_not_approved')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
