import '@mantine/core/styles/EmptyState.css';
import type { Doctype } from '@docsift/core/doctype';
import type { DocRecord } from '@docsift/core/record';
import { Anchor, Center, EmptyState, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { CheckIcon } from '../../components/icons.tsx';
import { isNotFound } from '../../lib/http/api-error.ts';
import { useDoctype } from '../doctypes/doctypes-api.ts';
import { NotFoundView } from '../errors/NotFoundView.tsx';
import { loadedRecords } from '../records/record-pages.ts';
import {
  reviewQueueView,
  useRecord,
  useRecordPages,
  useReviewCount,
} from '../records/records-api.ts';
import { useUpload } from '../uploads/uploads-api.ts';
import { ApprovalFailedAlert } from './ApprovalFailedAlert.tsx';
import { ReviewScreen } from './ReviewScreen.tsx';
import { useApprovals } from './use-approvals.ts';
import { nextInQueue } from './review-order.ts';
import { reviewPath } from '../records/review-path.ts';
import { doctypeRecordsPath } from '../../lib/navigation/doctype-paths.ts';

/**
 * /doctype/:doctype/review[/:record]: the records needing review, one at a time. Without a
 * record it opens the queue's first, or says that nothing is left to review.
 */
export function ReviewPage() {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const doctype = useDoctype(params.doctype!);
  const upload = useSearchParams()[0].get('upload') ?? 'all';
  const queue = useRecordPages(doctype.id, upload, reviewQueueView);
  const approvals = useApprovals(doctype.id);
  // An approved record stays in the loaded pages until they reload, and one being approved
  // until its approval lands: neither is queued any more.
  const waiting = loadedRecords(queue.data).filter(
    (record) => record.review.state === 'needs_review' && !approvals.inFlight.has(record.id),
  );
  const waitingIds = waiting.map((record) => record.id);
  const backTo = doctypeRecordsPath(doctype.id, upload);

  const approveAndNext = (record: DocRecord, saved: Promise<boolean>) => {
    if (!approvals.approve(record, saved)) return;
    const next = nextInQueue(waitingIds, record.id);
    // Drawn in this key event, not as a transition React would slice among other work.
    void navigate(reviewPath(doctype.id, upload, next ?? undefined), { flushSync: true });
  };

  const failures = approvals.failures.map((failure) => (
    <ApprovalFailedAlert
      key={failure.record.id}
      failure={failure}
      isOpen={failure.record.id === params.record}
      onOpen={() => void navigate(reviewPath(doctype.id, upload, failure.record.id))}
      onDismiss={() => approvals.dismiss(failure.record.id)}
    />
  ));

  if (params.record) {
    const known = waiting.find((record) => record.id === params.record);
    return (
      <Stack gap="sm">
        {failures}
        <ReviewedRecord
          key={params.record}
          doctype={doctype}
          id={params.record}
          known={known && { record: known, loadedAt: queue.dataUpdatedAt }}
          upload={upload}
          waiting={waitingIds}
          inFlight={approvals.inFlight.size}
          backTo={backTo}
          onApprove={approveAndNext}
        />
      </Stack>
    );
  }
  if (queue.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  const first = waitingIds[0];
  if (first) return <Navigate to={reviewPath(doctype.id, upload, first)} replace />;
  return (
    <Stack gap="sm">
      {failures}
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
    </Stack>
  );
}

function ReviewedRecord({
  doctype,
  id,
  known,
  upload,
  waiting,
  inFlight,
  backTo,
  onApprove,
}: {
  doctype: Doctype;
  id: string;
  /** The record as the queue holds it: the screen opens with it at once. */
  known: { record: DocRecord; loadedAt: number } | undefined;
  upload: string;
  waiting: string[];
  /** How many approvals are on their way: the count still holds their records. */
  inFlight: number;
  backTo: string;
  onApprove: (record: DocRecord, saved: Promise<boolean>) => void;
}) {
  const { t } = useTranslation();
  const record = useRecord(doctype.id, id, known);
  const file = useUpload(record.data?.upload ?? null);
  const count = useReviewCount(doctype.id, upload).data;

  // An old or mistyped record address: the queue it came from opens its next record instead.
  if (isNotFound(record.error))
    return (
      <NotFoundView
        order={2}
        back={{ to: reviewPath(doctype.id, upload), label: t('review.screen.back_to_queue') }}
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
          : { position: index + 1, total: Math.max(count.total - inFlight, index + 1) }
      }
      backTo={backTo}
      onApprove={onApprove}
    />
  );
}
