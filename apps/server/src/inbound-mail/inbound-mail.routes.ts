import {
  inboundMailSchema,
  receivedMailListSchema,
  updateInboundMailBodySchema,
} from '@docsift/core/inbound-mail';
import type { HttpServer } from '../platform/http/http-server.ts';
import { callerOf } from '../platform/http/http-server.ts';
import { idParams } from '../platform/http/id-params.ts';
import type { InboundMailService } from './inbound-mail.service.ts';
import { errorAnswers } from '../platform/http/route-answers.ts';

const response = { 200: inboundMailSchema };

/** A doctype's inbound address, sender allow-list and received mail (the integration tab). */
export function inboundMailRoutes(app: HttpServer, inboundMail: InboundMailService): void {
  app.get(
    '/api/doctypes/:id/inbound-mail',
    {
      schema: {
        operationId: 'getInboundMail',
        summary: 'Read a doctype’s e-mail address and allowed senders',
        params: idParams,
        response,
      },
    },
    async (request) => inboundMail.get(callerOf(request).userId, request.params.id),
  );

  app.get(
    '/api/doctypes/:id/inbound-mail/log',
    {
      schema: {
        operationId: 'listReceivedMails',
        summary: 'List the e-mails a doctype’s address received lately, and what became of them',
        params: idParams,
        response: { 200: receivedMailListSchema },
      },
    },
    async (request) => ({
      mails: await inboundMail.receivedMails(callerOf(request).userId, request.params.id),
    }),
  );

  app.patch(
    '/api/doctypes/:id/inbound-mail',
    {
      schema: {
        operationId: 'updateInboundMail',
        summary: 'Turn a doctype’s e-mail address on or off, change its allowed senders',
        params: idParams,
        body: updateInboundMailBodySchema,
        response: { ...response, ...errorAnswers('mail/plan-required') },
      },
    },
    async (request) =>
      inboundMail.update(callerOf(request).userId, request.params.id, request.body),
  );
}
