/**
 * A doctype's team rows (doctype_team, after the author's row the doctypes repository writes)
 * and its invitations (doctype_invitations). Reads the accounts' names and addresses to show
 * who is who.
 */
import type { Invitation, Member } from '@docsift/core/team';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Tables } from '../platform/db/schema.ts';

export interface NewInvitation {
  id: string;
  doctypeId: string;
  email: string;
  invitedBy: string;
  tokenHash: string;
  created: number;
  expires: number;
}

/** An invitation as its link finds it. */
export interface StoredInvitation {
  id: string;
  doctypeId: string;
  email: string;
  invitedBy: string | null;
  expires: number;
  acceptedBy: string | null;
}

function inviter(userId: string | null, name: string | null) {
  return userId !== null && name !== null ? { userId, name } : null;
}

export function createTeamsRepository(db: Kysely<Tables>) {
  return {
    /** The author first, then the members in the order they joined. */
    async listMembers(doctypeId: string): Promise<Member[]> {
      const rows = await db
        .selectFrom('doctype_team as t')
        .innerJoin('doctypes as d', 'd.id', 't.doctype_id')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .leftJoin('users as i', 'i.id', 't.invited_by')
        .select([
          't.user_id',
          't.joined_at',
          't.invited_by',
          'u.name',
          'u.email',
          'd.author',
          'i.name as inviter_name',
        ])
        .where('t.doctype_id', '=', doctypeId)
        .orderBy('t.joined_at')
        .orderBy('t.user_id')
        .execute();
      return rows
        .map((row) => ({
          userId: row.user_id,
          name: row.name,
          email: row.email,
          isAuthor: row.user_id === row.author,
          invitedBy: inviter(row.invited_by, row.inviter_name),
          joined: Number(row.joined_at),
        }))
        .sort((a, b) => Number(b.isAuthor) - Number(a.isAuthor));
    },

    /** The account with this address (compared without case); null when none. */
    async findUser(email: string): Promise<{ id: string; email: string } | null> {
      const row = await db
        .selectFrom('users')
        .select(['id', 'email'])
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
      return row ?? null;
    },

    async emailOf(userId: string): Promise<string | null> {
      const row = await db
        .selectFrom('users')
        .select('email')
        .where('id', '=', userId)
        .executeTakeFirst();
      return row?.email ?? null;
    },

    /** Adds the user; false when they already were a member. */
    async addMember(
      doctypeId: string,
      userId: string,
      invitedBy: string | null,
      at: number,
    ): Promise<boolean> {
      const result = await db
        .insertInto('doctype_team')
        .values({ doctype_id: doctypeId, user_id: userId, invited_by: invitedBy, joined_at: at })
        .onConflict((conflict) => conflict.columns(['doctype_id', 'user_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Removes the user; false when they were not a member. */
    async removeMember(doctypeId: string, userId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('doctype_team')
        .where('doctype_id', '=', doctypeId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Stores the invitation, replacing the address's open ones to the same doctype (a resend). */
    async insertInvitation(invitation: NewInvitation): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('doctype_invitations')
          .where('doctype_id', '=', invitation.doctypeId)
          .where('email', '=', invitation.email)
          .where('accepted_by', 'is', null)
          .execute();
        await trx
          .insertInto('doctype_invitations')
          .values({
            id: invitation.id,
            doctype_id: invitation.doctypeId,
            email: invitation.email,
            invited_by: invitation.invitedBy,
            token_hash: invitation.tokenHash,
            created_at: invitation.created,
            expires_at: invitation.expires,
          })
          .execute();
      });
    },

    /** Invitations neither accepted nor expired at `now`, oldest first. */
    async listOpenInvitations(doctypeId: string, now: number): Promise<Invitation[]> {
      const rows = await db
        .selectFrom('doctype_invitations as v')
        .leftJoin('users as i', 'i.id', 'v.invited_by')
        .select(['v.id', 'v.email', 'v.invited_by', 'v.created_at', 'v.expires_at', 'i.name'])
        .where('v.doctype_id', '=', doctypeId)
        .where('v.accepted_by', 'is', null)
        .where('v.expires_at', '>', now)
        .orderBy('v.created_at')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        invitedBy: inviter(row.invited_by, row.name),
        created: Number(row.created_at),
        expires: Number(row.expires_at),
      }));
    },

    /** Deletes an invitation not yet accepted; false when there is none. */
    async deleteOpenInvitation(doctypeId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('doctype_invitations')
        .where('doctype_id', '=', doctypeId)
        .where('id', '=', id)
        .where('accepted_by', 'is', null)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async findInvitation(tokenHash: string): Promise<StoredInvitation | null> {
      const row = await db
        .selectFrom('doctype_invitations')
        .select(['id', 'doctype_id', 'email', 'invited_by', 'expires_at', 'accepted_by'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row
        ? {
            id: row.id,
            doctypeId: row.doctype_id,
            email: row.email,
            invitedBy: row.invited_by,
            expires: Number(row.expires_at),
            acceptedBy: row.accepted_by,
          }
        : null;
    },

    /**
     * Marks the invitation accepted by `userId` and adds them to the team, in one transaction;
     * false when another request accepted it first.
     */
    async accept(invitation: StoredInvitation, userId: string, at: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const marked = await trx
          .updateTable('doctype_invitations')
          .set({ accepted_by: userId, accepted_at: at })
          .where('id', '=', invitation.id)
          .where('accepted_by', 'is', null)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) === 0) return false;
        await trx
          .insertInto('doctype_team')
          .values({
            doctype_id: invitation.doctypeId,
            user_id: userId,
            invited_by: invitation.invitedBy,
            joined_at: at,
          })
          .onConflict((conflict) => conflict.columns(['doctype_id', 'user_id']).doNothing())
          .execute();
        return true;
      });
    },
  };
}

export type TeamsRepository = ReturnType<typeof createTeamsRepository>;
