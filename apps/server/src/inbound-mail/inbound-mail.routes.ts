import { inboundMailSchema, updateInboundMailBodySchema } from '@docsift/core/inbound-mail';
import type { HttpServer } from '../platform/http/http-server.ts';
import { callerOf } from '../platform/http/http-server.ts';
import { idParams } from '../platform/http/id-params.ts';
import type { InboundMailService } from './inbound-mail.service.ts';

const response = { 200: inboundMailSchema };

/** A doctype's inbound address and sender allow-list (the integration tab). */
export function inboundMailRoutes(app: HttpServer, inboundMail: InboundMailService): void {
  app.get(
    '/api/doctypes/:id/inbound-mail',
    { schema: { params: idParams, response } },
    async (request) => inboundMail.get(callerOf(request).userId, request.params.id),
  );

  app.patch(
    '/api/doctypes/:id/inbound-mail',
    { schema: { params: idParams, body: updateInboundMailBodySchema, response } },
    async (request) =>
      inboundMail.update(callerOf(request).userId, request.params.id, request.body),
  );
}
