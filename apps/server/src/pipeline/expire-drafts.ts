/**
 * Deletes wizard drafts abandoned for a day (the tab closed mid-wizard) with their sample
 * uploads, files, OCR and records, through the doctypes' own delete path.
 */
import { DRAFT_HOLDS_PLACE_MS } from '../doctypes/doctypes.service.ts';
import type { DoctypesService } from '../doctypes/doctypes.service.ts';
import type { Logger } from '../platform/log/logger.ts';
import { deleteInBatches } from './delete-in-batches.ts';
import type { PipelineRepository } from './pipeline.repository.ts';

interface ExpireDraftsDeps {
  repository: Pick<PipelineRepository, 'listDraftsCreatedBefore'>;
  doctypes: Pick<DoctypesService, 'delete'>;
  logger: Logger;
  now?: () => number;
}

export function expireDrafts(
  { repository, doctypes, logger, now = Date.now }: ExpireDraftsDeps,
  signal: AbortSignal,
): Promise<number> {
  return deleteInBatches(
    {
      list: (limit) => repository.listDraftsCreatedBefore(now() - DRAFT_HOLDS_PLACE_MS, limit),
      remove: (draft) => doctypes.delete(draft.author, draft.id),
      logger,
      what: 'an abandoned wizard draft',
    },
    signal,
  );
}
