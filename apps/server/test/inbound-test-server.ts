/** A test server with the pipeline and inbound mail on, and its SMTP server on a free port. */
import { startTestServer, type TestDialect, type TestServer } from './test-server.ts';
import { createLogger } from '../src/platform/log/logger.ts';
import { createInboundMailServices } from '../src/roles/inbound-mail-services.ts';
import {
  startInboundSmtpServer,
  type InboundSmtpServer,
} from '../src/inbound-mail/inbound-smtp-server.ts';

export async function startInboundTestServer(
  dialect: TestDialect,
): Promise<{ server: TestServer; smtp: InboundSmtpServer }> {
  const server = await startTestServer(dialect, {
    pipeline: true,
    env: { INBOUND_DOMAIN: 'in.docsift.test' },
  });
  const smtp = await startInboundSmtpServer({
    config: { ...server.config.inboundMail, port: 0 },
    uploadMaxBytes: server.config.uploadMaxBytes,
    inboundMail: createInboundMailServices(server, server.pipeline!.documents),
    logger: createLogger('silent'),
    host: '127.0.0.1',
  });
  return { server, smtp };
}
