/** What a doctype learned from corrections, as its team reads and forgets it (issue 28, item 3). */
import type { LessonCounts } from '@docsift/core/lessons';
import type { DoctypesService } from '../doctypes/doctypes.service.ts';
import type { EventBus } from '../platform/events/event-bus.ts';
import type { LessonsRepository } from './lessons.repository.ts';

interface LessonsServiceDeps {
  lessons: Pick<LessonsRepository, 'counts' | 'forget'>;
  doctypes: Pick<DoctypesService, 'get'>;
  events: Pick<EventBus, 'publish'>;
}

export function createLessonsService({ lessons, doctypes, events }: LessonsServiceDeps) {
  return {
    /** Per field of the doctype, the corrections it learned from; a removed field's lessons are not counted. */
    async counts(userId: string, doctypeId: string): Promise<LessonCounts> {
      const doctype = await doctypes.get(userId, doctypeId);
      const counts = await lessons.counts(doctype.id);
      const fields = doctype.fields.filter((field) => counts[field.key] != null);
      return { fields: Object.fromEntries(fields.map((field) => [field.key, counts[field.key]!])) };
    },

    /**
     * Any member may forget, as any member may change the fields (issue 29: members calibrate);
     * the team's open fields pages recount.
     */
    async forget(userId: string, doctypeId: string, field?: string): Promise<void> {
      const doctype = await doctypes.get(userId, doctypeId);
      await lessons.forget(doctype.id, field);
      await events.publish(doctype.team, { type: 'lessons', doctype: doctype.id });
    },
  };
}

export type LessonsService = ReturnType<typeof createLessonsService>;
