/** A doctype's accuracy as its team reads it (issue 28, item 4): any member may. */
import type { DoctypeAccuracy } from '@docsift/core/accuracy';
import type { DoctypesService } from '../doctypes/doctypes.service.ts';
import { createAccuracyTally } from './accuracy-tally.ts';
import type { AccuracyRepository } from './accuracy.repository.ts';

interface AccuracyServiceDeps {
  accuracy: AccuracyRepository;
  doctypes: Pick<DoctypesService, 'get'>;
  now?: () => number;
}

export function createAccuracyService({ accuracy, doctypes, now = Date.now }: AccuracyServiceDeps) {
  return {
    /** Per field of the doctype as it is now, in its order: a removed field's values are not counted. */
    async of(userId: string, doctypeId: string): Promise<DoctypeAccuracy> {
      const doctype = await doctypes.get(userId, doctypeId);
      const tally = createAccuracyTally(doctype.fields.map((field) => field.key));
      for await (const batch of accuracy.records(doctype.id))
        for (const record of batch) tally.add(record);
      return tally.result(now());
    },
  };
}

export type AccuracyService = ReturnType<typeof createAccuracyService>;
