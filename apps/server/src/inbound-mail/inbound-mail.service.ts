/**
 * Inbound e-mail's rules: which doctype an address names and whether its mail is let in (a ready
 * doctype, an owner on a plan with the feature, a sender on the allow-list if there is one), and
 * how a message becomes uploads: every attachment goes the way a browser's file goes, as the
 * doctype author's upload. A message that cannot be read whole keeps nothing.
 */
import type { Doctype } from '@docsift/core/doctype';
import { DOCTYPE_ID_PREFIX } from '@docsift/core/doctype';
import { AppError } from '@docsift/core/errors';
import type {
  InboundMail,
  InboundMailOutcome,
  ReceivedMail,
  UpdateInboundMailBody,
} from '@docsift/core/inbound-mail';
import {
  inboundAddress,
  isSenderAllowed,
  updateInboundMailBodySchema,
} from '@docsift/core/inbound-mail';
import { hasRole, requiredRoles } from '@docsift/core/roles';
import type { Upload } from '@docsift/core/upload';
import type { Readable } from 'node:stream';
import { newId } from '../platform/db/new-id.ts';
import type { DoctypesService } from '../doctypes/doctypes.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import type { InboundMailRepository } from './inbound-mail.repository.ts';
import { forEachAttachment } from './mail-attachments.ts';

interface InboundMailServiceDeps {
  repository: InboundMailRepository;
  doctypes: Pick<DoctypesService, 'findVisible'>;
  settings: Pick<SettingsService, 'roleOf'>;
  notifications: Pick<NotificationsService, 'notify'>;
  uploads: Pick<UploadsService, 'store' | 'delete'>;
  /** INBOUND_DOMAIN. */
  domain: string;
  /** The upload limit, applied to each attachment. */
  maxAttachmentBytes: number;
  now?: () => number;
}

/** Our ids' random part: what a local part must look like before it is looked up. */
const localPartPattern = /^[a-z0-9]{1,64}$/;

/** An attachment refused as a file (type, size, damage) is skipped; anything else is our failure. */
function isFileRefusal(error: unknown): boolean {
  return error instanceof AppError && error.status < 500;
}

export function createInboundMailService(deps: InboundMailServiceDeps) {
  const { repository, doctypes, settings, notifications, uploads, domain } = deps;
  const now = deps.now ?? Date.now;

  async function visible(userId: string, doctypeId: string): Promise<Doctype> {
    const doctype = await doctypes.findVisible(userId, doctypeId);
    if (!doctype) throw new AppError('not-found');
    return doctype;
  }

  /** The address is managed by the doctype's author alone: 403 for a member. */
  async function authored(userId: string, doctypeId: string): Promise<Doctype> {
    const doctype = await visible(userId, doctypeId);
    if (doctype.author !== userId) throw new AppError('permission-denied');
    return doctype;
  }

  async function present(doctype: Doctype): Promise<InboundMail> {
    return {
      address: inboundAddress(doctype.id, domain),
      allowedSenders: await repository.allowedSenders(doctype.id),
    };
  }

  function logMail(doctypeId: string, sender: string, outcome: InboundMailOutcome, uploads = 0) {
    return repository.logMail(doctypeId, {
      id: newId('inboundmail-'),
      received: now(),
      sender,
      outcome,
      uploads,
    });
  }

  /** The ready doctype an address names, as its author sees it; null for any other address. */
  async function doctypeAt(address: string): Promise<Doctype | null> {
    const at = address.lastIndexOf('@');
    const local = address.slice(0, at).toLowerCase();
    if (address.slice(at + 1).toLowerCase() !== domain || !localPartPattern.test(local))
      return null;
    const id = `${DOCTYPE_ID_PREFIX}${local}`;
    const author = await repository.authorOfReady(id);
    return author ? doctypes.findVisible(author, id) : null;
  }

  return {
    /** The doctype's address and allow-list, for its team: members may send to it, not change it. */
    async get(userId: string, doctypeId: string): Promise<InboundMail> {
      return present(await visible(userId, doctypeId));
    },

    /** The doctype's latest received mail, newest first, for whoever sees its address. */
    async receivedMails(userId: string, doctypeId: string): Promise<ReceivedMail[]> {
      return repository.receivedMails((await visible(userId, doctypeId)).id);
    },

    /** Replaces the allow-list. Only the author, and only on a plan with inbound e-mail. */
    async update(
      userId: string,
      doctypeId: string,
      body: UpdateInboundMailBody,
    ): Promise<InboundMail> {
      const doctype = await authored(userId, doctypeId);
      const { allowedSenders } = updateInboundMailBodySchema.parse(body);
      if (!hasRole(await settings.roleOf(userId), requiredRoles.inboundEmail))
        throw new AppError('permission-denied');
      await repository.setAllowedSenders(doctype.id, allowedSenders, now());
      return present(doctype);
    },

    /**
     * The doctype whose address `recipient` is, when mail from `sender` may reach it. Refusals:
     * not-found (no such address), mail/plan-required (the owner is told), permission-denied
     * (a sender off the allow-list).
     */
    async acceptRecipient(recipient: string, sender: string): Promise<Doctype> {
      const doctype = await doctypeAt(recipient);
      if (!doctype) throw new AppError('not-found');
      if (!hasRole(await settings.roleOf(doctype.author), requiredRoles.inboundEmail)) {
        await notifications.notify(doctype.author, {
          level: 'danger',
          message: 'mail/plan-required',
          doctype: doctype.id,
          replacesUnread: true,
        });
        throw new AppError('mail/plan-required');
      }
      if (!isSenderAllowed(sender, await repository.allowedSenders(doctype.id))) {
        await logMail(doctype.id, sender, 'sender-refused');
        throw new AppError('permission-denied');
      }
      return doctype;
    },

    /**
     * Stores every usable attachment of `message` as an upload of `doctype`, scanned like any
     * other. Without one the owner is told (mail/no-attachments) and the mail is still accepted:
     * refusing it would only bounce to a sender who cannot fix it. Either way the doctype's log
     * of received mail gets it.
     */
    async receive(doctype: Doctype, message: Readable, sender: string): Promise<Upload[]> {
      const stored: Upload[] = [];
      try {
        await forEachAttachment(message, deps.maxAttachmentBytes, async (file) => {
          try {
            stored.push(await uploads.store(doctype.author, doctype, file));
          } catch (error) {
            if (!isFileRefusal(error)) throw error;
          }
        });
      } catch (error) {
        await Promise.allSettled(stored.map((upload) => uploads.delete(doctype.author, upload.id)));
        throw error;
      }
      await logMail(
        doctype.id,
        sender,
        stored.length === 0 ? 'no-attachment' : 'accepted',
        stored.length,
      );
      if (stored.length === 0)
        await notifications.notify(doctype.author, {
          level: 'info',
          message: 'mail/no-attachments',
          doctype: doctype.id,
        });
      return stored;
    },
  };
}

export type InboundMailService = ReturnType<typeof createInboundMailService>;
