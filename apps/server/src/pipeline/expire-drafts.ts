/**
 * Deletes wizard drafts abandoned for a day (the tab closed mid-wizard) with their sample
 * uploads, files, OCR and records, through the doctypes' own delete path.
 */
import type { DoctypesService } from '../doctypes/doctypes.service.ts';
import type { Logger } from '../platform/log/logger.ts';
import { deleteInBatches } from './delete-in-batches.ts';

interface ExpireDraftsDeps {
  doctypes: Pick<DoctypesService, 'delete' | 'listAbandonedDrafts'>;
  logger: Logger;
  now?: () => number;
}

export function expireDrafts(
  { doctypes, logger, now = Date.now }: ExpireDraftsDeps,
  signal: AbortSignal,
): Promise<number> {
  return deleteInBatches(
    {
      list: (limit) => doctypes.listAbandonedDrafts(now(), limit),
      remove: (draft) => doctypes.delete(draft.author, draft.id),
      logger,
      what: 'an abandoned wizard draft',
    },
    signal,
  );
}
