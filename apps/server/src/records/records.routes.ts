import {
  bulkApprovedSchema,
  bulkRecordsBodySchema,
  recordCountSchema,
  recordHistorySchema,
  recordPageSchema,
  recordQuerySchema,
  recordScopeSchema,
  recordSchema,
  recordValuesSchema,
  updateRecordBodySchema,
} from '@docsift/core/record';
import { userText } from '@docsift/core/user-text';
import { z } from 'zod';
import type { HttpServer } from '../platform/http/http-server.ts';
import { callerOf } from '../platform/http/http-server.ts';
import type { RecordsService } from './records.service.ts';
import { idParams } from '../platform/http/id-params.ts';
import { errorAnswers, noContent } from '../platform/http/route-answers.ts';

/** `/api/doctypes/:id/records/:recordId`: the record id capped like any other id. */
const recordParams = idParams.extend({ recordId: userText().max(200) });

const valuesQuerySchema = z.object({ field: userText().max(64) });

export function recordsRoutes(app: HttpServer, records: RecordsService): void {
  app.get(
    '/api/doctypes/:id/records',
    {
      schema: {
        operationId: 'listRecords',
        summary: 'Page through a doctype’s records, filtered and sorted',
        params: idParams,
        querystring: recordQuerySchema,
        response: { 200: recordPageSchema },
      },
    },
    async (request) => records.page(callerOf(request).userId, request.params.id, request.query),
  );

  // The exact count of a view whose page answered a common search's lower bound; it stops
  // when the client goes away (request.signal aborts as the connection closes).
  app.get(
    '/api/doctypes/:id/records/count',
    {
      schema: {
        operationId: 'countRecords',
        summary: 'Count a view’s records exactly',
        params: idParams,
        querystring: recordScopeSchema,
        response: { 200: recordCountSchema },
      },
    },
    async (request) =>
      records.count(callerOf(request).userId, request.params.id, request.query, request.signal),
  );

  app.get(
    '/api/doctypes/:id/records/values',
    {
      schema: {
        operationId: 'listRecordValues',
        summary: 'List a field’s distinct values, for filters',
        params: idParams,
        querystring: valuesQuerySchema,
        response: { 200: recordValuesSchema },
      },
    },
    async (request) =>
      records.values(callerOf(request).userId, request.params.id, request.query.field),
  );

  app.post(
    '/api/doctypes/:id/records/bulk-approve',
    {
      schema: {
        operationId: 'approveRecords',
        summary:
          'Approve several records, or all of a view, at once: all of them, or none when one is unknown',
        params: idParams,
        body: bulkRecordsBodySchema,
        response: { 200: bulkApprovedSchema },
      },
    },
    async (request) =>
      records.approveMany(callerOf(request).userId, request.params.id, request.body),
  );

  app.post(
    '/api/doctypes/:id/records/bulk-delete',
    {
      schema: {
        operationId: 'deleteRecords',
        summary:
          'Delete several records, or all of a view, at once: all of them, or none when one is unknown',
        params: idParams,
        body: bulkRecordsBodySchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await records.deleteMany(callerOf(request).userId, request.params.id, request.body);
      return reply.status(204).send();
    },
  );

  // After …/count and …/values: the router takes those static paths before this parameter.
  app.get(
    '/api/doctypes/:id/records/:recordId',
    {
      schema: {
        operationId: 'getRecord',
        summary: 'Read one record',
        params: recordParams,
        response: { 200: recordSchema },
      },
    },
    async (request) =>
      records.get(callerOf(request).userId, request.params.id, request.params.recordId),
  );

  app.get(
    '/api/doctypes/:id/records/:recordId/history',
    {
      schema: {
        operationId: 'getRecordHistory',
        summary: 'List who changed which of a record’s values, newest first',
        params: recordParams,
        response: { 200: recordHistorySchema },
      },
    },
    async (request) =>
      records.history(callerOf(request).userId, request.params.id, request.params.recordId),
  );

  app.patch(
    '/api/doctypes/:id/records/:recordId',
    {
      schema: {
        operationId: 'updateRecord',
        summary: 'Edit a record’s values',
        params: recordParams,
        body: updateRecordBodySchema,
        // A parse replacing the record meanwhile wins: edit the new one.
        response: { 200: recordSchema, ...errorAnswers('aborted') },
      },
    },
    async (request) =>
      records.update(
        callerOf(request).userId,
        request.params.id,
        request.params.recordId,
        request.body,
      ),
  );

  app.post(
    '/api/doctypes/:id/records/:recordId/approve',
    {
      schema: {
        operationId: 'approveRecord',
        summary: 'Approve a record: it is reviewed, by the caller, now',
        params: recordParams,
        response: { 200: recordSchema },
      },
    },
    async (request) =>
      records.approve(callerOf(request).userId, request.params.id, request.params.recordId),
  );

  app.delete(
    '/api/doctypes/:id/records/:recordId',
    {
      schema: {
        operationId: 'deleteRecord',
        summary: 'Delete a record',
        response: noContent,
        params: recordParams,
      },
    },
    async (request, reply) => {
      await records.delete(callerOf(request).userId, request.params.id, request.params.recordId);
      return reply.status(204).send();
    },
  );
}
