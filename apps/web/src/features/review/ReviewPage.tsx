import '@mantine/core/styles/EmptyState.css';
import type { Doctype } from '@docsift/core/doctype';
import type { DocRecord } from '@docsift/core/record';
import { Anchor, Center, EmptyState, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { CheckIcon } from '../../components/icons.tsx';
import { isNotFound } from '../../lib/http/api-error.ts';
import { useDoctype } from '../doctypes/doctypes-api.ts';
import { NotFoundView } from '../errors/NotFoundView.tsx';
import { loadedRecords } from '../records/record-pages.ts';
import {
  recordKeys,
  reviewQueueView,
  useRecord,
  useRecordPages,
  useReviewCount,
} from '../records/records-api.ts';
import { useUpload } from '../uploads/uploads-api.ts';
import { ReviewScreen } from './ReviewScreen.tsx';
import { nextInQueue } from './review-order.ts';
import { reviewPath } from '../records/review-path.ts';

/**
 * /doctype/:doctype/review[/:record]: the records needing review, one at a time. Without a
 * record it opens the queue's first, or says that nothing is left to review.
 */
export function ReviewPage() {
  const { t } = useTranslation();
  const params = useParams();
  const doctype = useDoctype(params.doctype!);
  const upload = useSearchParams()[0].get('upload') ?? 'all';
  const queue = useRecordPages(doctype.id, upload, reviewQueueView);
  // An approved record stays in the loaded pages until they reload: it is no longer queued.
  const waiting = loadedRecords(queue.data)
    .filter((record) => record.review.state === 'needs_review')
    .map((record) => record.id);
  const backTo = `/doctype/${doctype.id}/records/${upload}`;

  if (params.record)
    return (
      <ReviewedRecord
        key={params.record}
        doctype={doctype}
        id={params.record}
        upload={upload}
        waiting={waiting}
        backTo={backTo}
      />
    );
  if (queue.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  const first = waiting[0];
  if (first) return <Navigate to={reviewPath(doctype.id, upload, first)} replace />;
  return (
    <EmptyState
      icon={<CheckIcon size={32} />}
      title={t('review.screen.empty_title')}
      py="xl"
      data-testid="review-empty"
    >
      {t('review.screen.empty_text')}{' '}
      <Anchor component={Link} to={backTo}>
        {t('review.screen.back')}
      </Anchor>
    </EmptyState>
  );
}

function ReviewedRecord({
  doctype,
  id,
  upload,
  waiting,
  backTo,
}: {
  doctype: Doctype;
  id: string;
  upload: string;
  waiting: string[];
  backTo: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const record = useRecord(doctype.id, id);
  const file = useUpload(record.data?.upload ?? null);
  const count = useReviewCount(doctype.id, upload).data;

  const openNext = (approved: DocRecord) => {
    const next = nextInQueue(waiting, approved.id);
    // Records past the loaded page come in with the reload.
    void queryClient.invalidateQueries({
      queryKey: recordKeys.view(doctype.id, upload, reviewQueueView),
    });
    void navigate(reviewPath(doctype.id, upload, next ?? undefined));
  };

  if (isNotFound(record.error))
    return (
      <NotFoundView
        order={2}
        back={{ to: `/doctype/${doctype.id}/records/all`, label: t('doctypes.uploads.all') }}
      />
    );
  if (!record.data)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  const index = waiting.indexOf(id);
  return (
    <ReviewScreen
      doctype={doctype}
      record={record.data}
      upload={file.data}
      position={
        index === -1 || !count
          ? null
          : { position: index + 1, total: Math.max(count.total, index + 1) }
      }
      backTo={backTo}
      onApproved={openNext}
    />
  );
}
