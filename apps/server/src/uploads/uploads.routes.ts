import fastifyMultipart from '@fastify/multipart';
import { AppError } from '@docsift/core/errors';
import { MAX_FILES_PER_UPLOAD_REQUEST } from '@docsift/core/limits';
import {
  createUploadsResponseSchema,
  listUploadsQuerySchema,
  uploadListSchema,
  uploadSchema,
  uploadsRefusedResponseSchema,
  uploadSummaryListSchema,
} from '@docsift/core/upload';
import { z } from 'zod';
import type { HttpServer } from '../platform/http/http-server.ts';
import { callerOf } from '../platform/http/http-server.ts';
import { receiveUploadParts } from './receive-upload-parts.ts';
import { contentDisposition } from '../platform/http/content-disposition.ts';
import type { UploadsService } from './uploads.service.ts';
import { idParams } from '../platform/http/id-params.ts';
import { noContent } from '../platform/http/route-answers.ts';

interface UploadsRoutesOptions {
  uploads: UploadsService;
  uploadMaxBytes: number;
}

export async function uploadsRoutes(
  app: HttpServer,
  { uploads, uploadMaxBytes }: UploadsRoutesOptions,
): Promise<void> {
  // Multipart is parsed only here: every other route keeps refusing multipart bodies.
  await app.register(async (scope: HttpServer) => {
    await scope.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      // More files than the cap refuse the request: the parser's files-limit error, answered as 400 invalid-argument.
      limits: {
        fileSize: uploadMaxBytes,
        files: MAX_FILES_PER_UPLOAD_REQUEST,
        fields: 10,
        fieldSize: 1024,
        parts: MAX_FILES_PER_UPLOAD_REQUEST + 10,
        headerPairs: 100,
      },
    });
    scope.post(
      '/api/uploads',
      {
        schema: {
          operationId: 'uploadFiles',
          summary: 'Upload files to a doctype (multipart)',
          response: { 201: createUploadsResponseSchema, 400: uploadsRefusedResponseSchema },
        },
      },
      async (request, reply) => {
        const { userId } = callerOf(request);
        if (!request.isMultipart())
          throw new AppError('invalid-argument', { message: 'Expected multipart/form-data' });
        const received = await receiveUploadParts(request.parts(), userId, uploads);
        if (received.uploads.length > 0) return reply.status(201).send(received);
        const first = received.errors[0]!;
        return reply.status(400).send({
          error: { code: first.code, message: first.message, field: 'file' },
          ...received,
        });
      },
    );
  });

  app.get(
    '/api/uploads',
    {
      schema: {
        operationId: 'listUploads',
        summary: 'List uploads',
        querystring: listUploadsQuerySchema,
        response: { 200: uploadListSchema },
      },
    },
    async (request) => uploads.list(callerOf(request).userId, request.query),
  );

  app.get(
    '/api/uploads/summaries',
    {
      schema: {
        operationId: 'listUploadSummaries',
        summary: 'Count the uploads and records of each of the caller’s doctypes',
        response: { 200: uploadSummaryListSchema },
      },
    },
    async (request) => ({ summaries: await uploads.summaries(callerOf(request).userId) }),
  );

  app.get(
    '/api/uploads/:id',
    {
      schema: {
        operationId: 'getUpload',
        summary: 'Read an upload and its state',
        params: idParams,
        response: { 200: uploadSchema },
      },
    },
    async (request) => uploads.get(callerOf(request).userId, request.params.id),
  );

  app.delete(
    '/api/uploads/:id',
    {
      schema: {
        operationId: 'deleteUpload',
        summary: 'Delete an upload with its records',
        response: noContent,
        params: idParams,
      },
    },
    async (request, reply) => {
      await uploads.delete(callerOf(request).userId, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/uploads/:id/file',
    {
      schema: {
        operationId: 'downloadUploadFile',
        summary: 'Download an upload’s file',
        params: idParams,
        querystring: z.object({ download: z.enum(['0', '1']).optional() }),
      },
    },
    async (request, reply) => {
      const { upload, stream } = await uploads.openFile(
        callerOf(request).userId,
        request.params.id,
      );
      return reply
        .header('content-type', upload.contentType)
        .header('content-length', upload.size)
        .header(
          'content-disposition',
          contentDisposition(
            request.query.download === '1' ? 'attachment' : 'inline',
            upload.filename,
          ),
        )
        .header('cache-control', 'private, no-cache')
        .send(stream);
    },
  );

  app.get(
    '/api/uploads/:id/ocr',
    {
      schema: {
        operationId: 'getUploadOcr',
        summary: 'Read an upload’s OCR: pages, text and words with boxes',
        params: idParams,
      },
    },
    async (request, reply) => {
      const stream = await uploads.openOcr(callerOf(request).userId, request.params.id);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .send(stream);
    },
  );
}
