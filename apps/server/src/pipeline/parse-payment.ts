/**
 * What one parse job pays and gives back (docs/credits.md): the uploader pays the pages once per
 * job, before the first extraction. The payer may delete their account while the parse runs (a
 * member of a shared doctype, issue 29), and the upload passes to the doctype's author. Paid
 * already, the parse goes on without charging anyone again; a refund owed to the gone payer has
 * nobody to reach, so it is skipped with a log line instead of failing the job (and retrying it
 * for nothing). Not paid yet, it fails for good (`parse/payer-gone`): a retry would charge the
 * author, who never asked for it.
 */
import { AppError } from '@docsift/core/errors';
import type { CreditLedger, PaidUpload } from '../credits/credit-ledger.ts';
import type { Logger } from '../platform/log/logger.ts';

export interface ParsePayer {
  userId: string;
  /** The debit's reference: a retried job pays once, and its refund finds what it paid. */
  reference: string;
  uploadId: string;
}

export type ParsePayment = ReturnType<typeof createParsePayment>;

export function createParsePayment(
  credits: Pick<CreditLedger, 'debit' | 'refundDebit'>,
  logger: Pick<Logger, 'info'>,
  { userId, reference, uploadId }: ParsePayer,
) {
  // A doctype edited during the extraction makes the job extract again: it paid already, and the
  // ledger, which would replay the debit, cannot even be asked once the payer is gone.
  let isPaid = false;
  return {
    async pay(cost: number, upload: PaidUpload): Promise<void> {
      if (isPaid) return;
      try {
        await credits.debit({ userId, reference, credits: cost, upload });
      } catch (error) {
        if (isGonePayer(error)) throw new AppError('parse/payer-gone');
        throw error;
      }
      isPaid = true;
    },

    async refund(): Promise<void> {
      try {
        await credits.refundDebit({ userId, reference });
      } catch (error) {
        if (!isGonePayer(error)) throw error;
        logger.info(
          { uploadId, payer: userId, reference },
          'the payer of a parse is gone: no refund',
        );
      }
    },
  };
}

/** The ledger's answer for a user who is not there (any more). */
function isGonePayer(error: unknown): boolean {
  return error instanceof AppError && error.code === 'auth/user-not-found';
}
