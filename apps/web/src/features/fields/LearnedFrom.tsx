import { Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmStrip } from '../../components/ConfirmStrip.tsx';
import { useNotifiedMutation } from '../../components/use-notified-mutation.ts';
import { forgetLessons, lessonKeys, useLessonCounts } from './lessons-api.ts';

interface LearnedFromProps {
  doctypeId: string;
  fieldKey: string;
  caption: string;
}

/**
 * A field row's "Learned from N corrections" (issue 28, item 3) with Forget, asked once more
 * before the field's lessons go. Nothing when the field learned nothing.
 */
export function LearnedFrom({ doctypeId, fieldKey, caption }: LearnedFromProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const count = useLessonCounts(doctypeId).data?.fields[fieldKey] ?? 0;
  const [isConfirming, setConfirming] = useState(false);
  const forget = useNotifiedMutation({
    mutationFn: () => forgetLessons(doctypeId, fieldKey),
    onSuccess: async () => {
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: lessonKeys.counts(doctypeId) });
    },
  });
  if (count === 0) return null;
  return (
    <div data-testid="field-lessons">
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('lessons.learned', { count })}
        </Text>
        {!isConfirming && (
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            onClick={() => setConfirming(true)}
            aria-label={t('lessons.forget_label', { caption })}
          >
            {t('lessons.forget')}
          </Button>
        )}
      </Group>
      {isConfirming && (
        <ConfirmStrip
          message={t('lessons.confirm', { caption })}
          confirm={t('lessons.forget')}
          isBusy={forget.isPending}
          onConfirm={() => forget.mutate()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
