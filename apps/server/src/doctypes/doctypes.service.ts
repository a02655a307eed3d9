/**
 * Doctypes: create (manual → ready, wizard → draft), read, update, copy, delete, list. A caller
 * outside a doctype's team gets not-found, never its data; only the author may delete it.
 */
import type { CreateDoctypeBody, Doctype, UpdateDoctypeBody } from '@docsift/core/doctype';
import {
  createDoctypeBodySchema,
  DOCTYPE_ID_PREFIX,
  doctypeTitleSchema,
  updateDoctypeBodySchema,
  withModeFlags,
} from '@docsift/core/doctype';
import { AppError } from '@docsift/core/errors';
import { assertValidRules } from '@docsift/core/field-rules';
import { DOCTYPE_COPY_SUFFIX, MAX_DOCTYPES_LISTED } from '@docsift/core/limits';
import { toNotificationLevel } from '@docsift/core/notification';
import { doctypeOutputs, maxDoctypes } from '@docsift/core/plans';
import { DEFAULT_REVIEW_THRESHOLD } from '@docsift/core/review';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { newId } from '../platform/db/new-id.ts';
import type { EventBus } from '../platform/events/event-bus.ts';
import type { Storage } from '../platform/storage/storage.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { doctypeHash } from './doctype-hash.ts';
import type { DoctypeChanges, DoctypesRepository } from './doctypes.repository.ts';
import { withFieldKeys } from './field-keys.ts';

interface DoctypesServiceDeps {
  doctypes: DoctypesRepository;
  /** Whether a done upload of the doctype was parsed with a hash other than `hash`. */
  hasStaleDoneUploads: (doctypeId: string, hash: string) => Promise<boolean>;
  settings: Pick<SettingsService, 'roleOf'>;
  notifications: Pick<NotificationsService, 'notify'>;
  events: EventBus;
  storage: Pick<Storage, 'deletePrefix'>;
  /** A change of the fields left keys of the records to rebuild: queue the job that does. */
  onFieldsStale?: (doctypeId: string) => Promise<void>;
  now?: () => number;
}

/** The storage prefix of every doctype's files. */
export const doctypesStoragePrefix = 'doctype/';

/** Where a doctype's files live; deleting the doctype removes the whole prefix. */
export function doctypeStoragePrefix(doctypeId: string): string {
  return `${doctypesStoragePrefix}${doctypeId}/`;
}

const maxTitleLength = 200;
/** A wizard draft older than this is abandoned: the periodic job deletes it. Until then its author may continue or discard it. */
const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export function createDoctypesService({
  doctypes,
  hasStaleDoneUploads,
  settings,
  notifications,
  events,
  storage,
  onFieldsStale,
  now = Date.now,
}: DoctypesServiceDeps) {
  /** The doctype when the user is in its team, else null. */
  async function findVisible(userId: string, id: string): Promise<Doctype | null> {
    return id.startsWith(DOCTYPE_ID_PREFIX) ? doctypes.findForMember(id, userId) : null;
  }

  async function get(userId: string, id: string): Promise<Doctype> {
    const doctype = await findVisible(userId, id);
    if (!doctype) throw new AppError('not-found');
    return doctype;
  }

  async function remove(id: string): Promise<void> {
    await doctypes.delete(id);
    await storage.deletePrefix(doctypeStoragePrefix(id));
  }

  async function insertNew(
    userId: string,
    definition: Pick<Doctype, 'state' | 'title' | 'mode' | 'prompt' | 'fields' | 'checks'> &
      Partial<Pick<Doctype, 'reviewThreshold'>>,
  ): Promise<Doctype> {
    const at = now();
    const role = await settings.roleOf(userId);
    const doctype: Doctype = {
      reviewThreshold: DEFAULT_REVIEW_THRESHOLD,
      id: newId(DOCTYPE_ID_PREFIX),
      type: 'doctype',
      author: userId,
      team: [userId],
      created: at,
      updated: at,
      hash: doctypeHash(definition.mode, definition.prompt, definition.fields),
      ...definition,
      ...withModeFlags(definition.mode),
      outputs: doctypeOutputs(role),
    };
    const max = maxDoctypes(role);
    if (!(await doctypes.insertWithinLimit(doctype, max))) return refuseAtLimit(userId);
    return doctype;
  }

  /** The plan's doctype limit is reached: a severe notice links to the plans (spec section 8). */
  async function refuseAtLimit(userId: string): Promise<never> {
    await notifications.notify(userId, {
      level: toNotificationLevel('servere'),
      message: 'doctype/max-doctypes',
      replacesUnread: true,
    });
    throw new AppError('doctype/max-doctypes');
  }

  return {
    get,
    findVisible,

    /**
     * The doctype for work that runs without a caller (the pipeline's jobs): its uploader may
     * have left the team meanwhile. Not-found once deleted.
     */
    async getForJob(id: string): Promise<Doctype> {
      const doctype = await doctypes.find(id);
      if (!doctype) throw new AppError('not-found');
      return doctype;
    },

    /** Who sees the doctype's events, for work that runs without a caller (the pipeline's jobs). */
    teamOf: (id: string): Promise<string[]> => doctypes.teamOf(id),

    /**
     * The author's plan changed, and with it what each of their doctypes gives its team
     * (`outputs`): every member's open pages read the doctype again.
     */
    async announceAuthorPlan(authorId: string): Promise<void> {
      for (const id of await doctypes.listIdsAuthoredBy(authorId))
        await events.publish(await doctypes.teamOf(id), { type: 'doctype-outputs', doctype: id });
    },

    /** Tells the doctype's team it changed (its records re-keyed): their views reload. */
    async announceChanged(id: string): Promise<void> {
      const hash = await doctypes.hashOf(id);
      if (hash === null) return;
      await events.publish(await doctypes.teamOf(id), {
        type: 'doctype-changed',
        doctype: id,
        hash,
      });
    },

    /** Wizard drafts abandoned long enough to delete (created before `now` minus a day), oldest first. */
    listAbandonedDrafts: (now: number, limit: number): Promise<{ id: string; author: string }[]> =>
      doctypes.listDraftsCreatedBefore(now - DRAFT_LIFETIME_MS, limit),

    async list(userId: string): Promise<Doctype[]> {
      return doctypes.listReadyForMember(userId, MAX_DOCTYPES_LISTED);
    },

    /** The caller's unfinished wizard drafts (a reload or a closed tab left them), to continue or discard. */
    listDrafts: (userId: string): Promise<Doctype[]> =>
      doctypes.listDraftsAuthoredBy(userId, MAX_DOCTYPES_LISTED),

    async create(userId: string, body: CreateDoctypeBody): Promise<Doctype> {
      const input = createDoctypeBodySchema.parse(body);
      const fields = withFieldKeys(input.fields);
      assertValidRules(fields, input.checks);
      return insertNew(userId, {
        state: input.via === 'wizard' ? 'draft' : 'ready',
        title: input.title,
        mode: input.mode,
        prompt: input.prompt,
        fields,
        checks: input.checks,
      });
    },

    /**
     * Saves the changes; a new hash on a ready doctype asks the author to re-parse uploads made
     * with the old one. A draft turns ready only within its author's plan limit: drafts hold no
     * place, so the limit is counted when the wizard finishes.
     */
    async update(userId: string, id: string, body: UpdateDoctypeBody): Promise<Doctype> {
      const current = await get(userId, id);
      const patch = updateDoctypeBodySchema.parse(body);
      const next: Doctype = {
        ...current,
        title: patch.title ?? current.title,
        ...withModeFlags(patch.mode ?? current.mode),
        prompt: patch.prompt ?? current.prompt,
        fields: patch.fields ? withFieldKeys(patch.fields) : current.fields,
        state: patch.state ?? current.state,
        reviewThreshold: patch.reviewThreshold ?? current.reviewThreshold,
        checks: patch.checks ?? current.checks,
        updated: now(),
      };
      // Checks name fields: a renamed or retyped field can break one as well as a new check.
      if (patch.fields || patch.checks) assertValidRules(next.fields, next.checks);
      next.hash = doctypeHash(next.mode, next.prompt, next.fields);
      const changes: DoctypeChanges = {
        ...patch,
        fields: next.fields,
        hash: next.hash,
        updated: next.updated,
      };
      const isFinishing = current.state === 'draft' && next.state === 'ready';
      const readyLimit = isFinishing
        ? { author: current.author, max: maxDoctypes(await settings.roleOf(current.author)) }
        : undefined;
      const updated = await doctypes.update(id, changes, readyLimit);
      if (!updated) return refuseAtLimit(current.author);
      if (updated.hasStaleKeys && onFieldsStale) await onFieldsStale(id);
      // A draft's uploads are the wizard's samples: finishing the wizard changes nothing to reprocess.
      const isReady = current.state === 'ready';
      if (isReady && next.hash !== current.hash && (await hasStaleDoneUploads(id, next.hash))) {
        await notifications.notify(next.author, {
          level: 'info',
          message: 'doctype/reparse',
          doctype: id,
          replacesUnread: true,
        });
      }
      await events.publish(next.team, { type: 'doctype-changed', doctype: id, hash: next.hash });
      return next;
    },

    /** A ready copy owned by the caller: same mode, prompt, fields and keys; title + " (copy)". */
    async copy(userId: string, id: string): Promise<Doctype> {
      const source = await get(userId, id);
      const title = doctypeTitleSchema.parse(
        source.title.slice(0, maxTitleLength - DOCTYPE_COPY_SUFFIX.length) + DOCTYPE_COPY_SUFFIX,
      );
      return insertNew(userId, {
        state: 'ready',
        title,
        mode: source.mode,
        prompt: source.prompt,
        fields: source.fields,
        checks: source.checks,
        reviewThreshold: source.reviewThreshold,
      });
    },

    /** Deletes the doctype with its uploads, records and stored files (originals and OCR). */
    async delete(userId: string, id: string): Promise<void> {
      const doctype = await get(userId, id);
      if (doctype.author !== userId) throw new AppError('permission-denied');
      await remove(id);
      // Its team's open pages, and scripts waiting for its uploads, find it gone.
      await events.publish(doctype.team, { type: 'team', doctype: id });
    },

    /** Deletes every doctype the user authored, files included: the cascade of a deleted user row removes rows only. */
    async deleteAuthoredBy(userId: string): Promise<void> {
      for (const id of await doctypes.listIdsAuthoredBy(userId)) await remove(id);
    },
  };
}

export type DoctypesService = ReturnType<typeof createDoctypesService>;
