import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Combobox.css';
import type { InboundMail, UpdateInboundMailBody } from '@docsift/core/inbound-mail';
import { Button, Group, Stack, TagsInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { showFlash } from '../../components/flash.tsx';
import { useApiForm } from '../../lib/forms/use-api-form.ts';
import { inboundMailKey, updateInboundMail } from './inbound-mail-api.ts';
import { enterSenders, SENDER_SEPARATORS } from './sender-entry.ts';

type Senders = { allowedSenders: string[] };

const loadSchema = () =>
  import('@docsift/core/inbound-mail').then((module) => module.updateInboundMailBodySchema);

interface AllowedSendersFormProps {
  doctypeId: string;
  inbound: InboundMail;
  /** False below the plan or for a team member who is not the author: shown, not editable. */
  isEditable: boolean;
}

/**
 * The sender allow-list: addresses and @domains as tags, each checked as it is typed (what is no
 * sender stays in the input, named), saved as a whole.
 */
export function AllowedSendersForm({ doctypeId, inbound, isEditable }: AllowedSendersFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [rejected, setRejected] = useState<string[]>([]);
  const { form, errorOf, formError, reset, submit } = useApiForm<Senders>(loadSchema, {
    allowedSenders: inbound.allowedSenders,
  });

  const onSubmit = submit(async (values: UpdateInboundMailBody) => {
    const saved = await updateInboundMail(doctypeId, values);
    queryClient.setQueryData(inboundMailKey(doctypeId), saved);
    reset({ allowedSenders: saved.allowedSenders });
    void showFlash({ message: t('successfully_saved') });
  });

  // The schema reports a bad entry at its index: name the entry rather than the list.
  const entryErrors = form.formState.errors.allowedSenders;
  const badIndex = Array.isArray(entryErrors) ? entryErrors.findIndex(Boolean) : -1;
  const error =
    rejected.length > 0
      ? t('integration.inbound.sender_not_added', { sender: rejected.join(' ') })
      : badIndex >= 0
        ? t('integration.inbound.sender_invalid', {
            sender: form.getValues('allowedSenders')[badIndex],
          })
        : errorOf('allowedSenders');

  /** Adds the senders in `text` to the list; the rest stays typed. */
  const enter = (text: string) => {
    const current = form.getValues('allowedSenders');
    const entry = enterSenders(current, text);
    if (entry.senders.length > current.length)
      form.setValue('allowedSenders', entry.senders, { shouldDirty: true });
    setTyped(entry.rejected.join(' '));
    setRejected(entry.rejected);
  };
  // Handled before the tags input's own splitting, which would add any text as a tag.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const isSeparator = event.key === 'Enter' || SENDER_SEPARATORS.includes(event.key);
    if (!isSeparator || event.nativeEvent.isComposing || typed.trim() === '') return;
    event.preventDefault();
    enter(typed);
  };
  const onPasteCapture = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    event.stopPropagation();
    enter(`${typed} ${event.clipboardData.getData('text/plain')}`);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <ErrorCard error={formError} />
        <Controller
          control={form.control}
          name="allowedSenders"
          render={({ field }) => (
            <TagsInput
              label={t('integration.inbound.senders')}
              description={t('integration.inbound.senders_hint')}
              placeholder={t('integration.inbound.senders_placeholder')}
              value={field.value}
              onChange={field.onChange}
              searchValue={typed}
              onSearchChange={(text) => {
                setTyped(text);
                setRejected([]);
              }}
              onKeyDown={onKeyDown}
              onPasteCapture={onPasteCapture}
              onBlur={() => {
                if (typed.trim() !== '') enter(typed);
                field.onBlur();
              }}
              ref={field.ref}
              acceptValueOnBlur={false}
              clearable
              disabled={!isEditable}
              error={error}
              data-testid="allowed-senders"
            />
          )}
        />
        {isEditable && (
          <Group>
            <Button
              type="submit"
              loading={form.formState.isSubmitting}
              disabled={!form.formState.isDirty}
            >
              {t('integration.inbound.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
