/**
 * The review queue's approvals (Ctrl+Enter), sent while the person goes on: the next record opens
 * at once instead of after the last correction's save, the approval and the next record's read,
 * one after the other (issue 28's ≤ 100 ms per action). Each approval still follows its record's
 * saves to the server, and is not sent when one of them failed. Until it lands the record is out
 * of the queue; one that fails puts it back and is kept, with why, until the record is approved
 * or the person dismisses it; one kept when the person leaves the review screen, or failing after,
 * is said in a notice that stays until closed.
 */
import type { DocRecord } from '@docsift/core/record';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFlash } from '../../components/flash.tsx';
import { errorText } from '../../lib/http/error-text.ts';
import { approveRecord, putRecord, recordKeys } from '../records/records-api.ts';

/** An approval not sent: a correction to the record before it could not be saved. */
export class CorrectionNotSaved extends Error {}

export interface ApprovalFailure {
  record: DocRecord;
  /** The failed request's ApiError, or CorrectionNotSaved. */
  error: unknown;
}

/** Why the approval failed, in the catalogue's words or the review screen's. */
export function failureReason(t: TFunction, error: unknown): string {
  return error instanceof CorrectionNotSaved
    ? t('review.screen.correction_not_saved')
    : errorText(t, error);
}

export function useApprovals(doctype: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The ids as the key handlers read them (two quick Ctrl+Enter send one approval), and as shown.
  const sending = useRef(new Set<string>());
  const [inFlight, setInFlight] = useState<ReadonlySet<string>>(new Set());
  const [failures, setFailures] = useState<readonly ApprovalFailure[]>([]);
  const forget = (id: string) =>
    setFailures((kept) => kept.filter((failure) => failure.record.id !== id));
  const sayNotApproved = (error: unknown) =>
    void showFlash({
      type: 'danger',
      message: `${t('review.screen.not_approved')}: ${failureReason(t, error)}`,
      withCloseButton: true,
    });

  // A failure still kept when the screen goes is said on the page the person went to. Not when
  // the address changes: the router keeps this screen mounted, and painted, until that page is
  // ready, and a failure landing meanwhile shows here first.
  const isMounted = useRef(false);
  const kept = useRef(failures);
  useEffect(() => {
    kept.current = failures;
  }, [failures]);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
      kept.current.forEach((failure) => sayNotApproved(failure.error));
    };
  }, []);

  const approving = useMutation({
    mutationFn: async ({ record, saved }: { record: DocRecord; saved: Promise<boolean> }) => {
      if (!(await saved)) throw new CorrectionNotSaved();
      return approveRecord(doctype, record.id);
    },
    onSuccess: async (approved) => {
      putRecord(queryClient, doctype, approved);
      // Records past the loaded page come in with the reload. The record stays in flight until
      // the count no longer holds it, so the position shown never counts it twice or not at all.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: recordKeys.lists(doctype) }),
        queryClient.invalidateQueries({ queryKey: recordKeys.reviewCounts(doctype) }),
      ]);
    },
    onError: (error, { record }) => {
      if (isMounted.current) setFailures((kept) => [...kept, { record, error }]);
      else sayNotApproved(error);
    },
    onSettled: (_, __, { record }) => {
      sending.current.delete(record.id);
      setInFlight(new Set(sending.current));
    },
  });

  /**
   * Sends the record's approval once `saved` (its corrections' saves) resolves true; false when
   * its approval is on its way already.
   */
  const approve = (record: DocRecord, saved: Promise<boolean>): boolean => {
    if (sending.current.has(record.id)) return false;
    sending.current.add(record.id);
    setInFlight(new Set(sending.current));
    forget(record.id);
    approving.mutate({ record, saved });
    return true;
  };

  return { inFlight, failures, approve, dismiss: forget };
}
