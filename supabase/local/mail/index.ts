// The stand-in's mail sink: an e-mail API in Resend's shape (POST /mail/v1/send) that keeps every
// message, relays it over SMTP when SMTP_URL is set, and shows it at /mail.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { readBody, sendJson } from '../body.ts';
import type { StandInConfig } from '../config.ts';
import type { RouteHandler } from '../http.ts';
import { bearerToken } from '../jwt.ts';
import { renderMailPage } from './page.ts';
import { storeAndRelay } from './relay.ts';
import { parseSendRequest } from './send.ts';
import { MailStore, type StoredMessage } from './store.ts';

/** Scripts in a message's HTML never run; images only inline. */
const HTML_PART_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

function resendError(res: ServerResponse, status: number, name: string, message: string) {
  sendJson(res, status, { statusCode: status, name, message });
}

export function createMailHandler(config: StandInConfig): RouteHandler {
  const store = new MailStore(join(config.dataDir, 'mail'));
  // Sends with the same key wait for each other, so a key is stored and relayed once.
  const inFlight = new Map<string, Promise<unknown>>();

  const isServiceRole = (req: IncomingMessage) =>
    bearerToken(req.headers.authorization) === config.serviceRoleKey;

  async function send(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!isServiceRole(req)) {
      resendError(
        res,
        401,
        'missing_api_key',
        'Missing or wrong API key in the authorization header.',
      );
      return;
    }
    let request: ReturnType<typeof parseSendRequest>;
    try {
      request = parseSendRequest(JSON.parse((await readBody(req)).toString('utf8')));
    } catch (error) {
      resendError(
        res,
        422,
        'validation_error',
        error instanceof Error ? error.message : 'Invalid body',
      );
      return;
    }
    const header = req.headers['idempotency-key'];
    const key = (Array.isArray(header) ? header[0] : header) ?? null;
    const id = store.idFor(key);
    const previous = inFlight.get(id) ?? Promise.resolve();
    const work = previous.then(() => deliver(id, key, request));
    inFlight.set(
      id,
      work.catch(() => undefined),
    );
    const message = await work;
    if (inFlight.get(id) === work) inFlight.delete(id);
    if (message.relay === 'failed') {
      resendError(res, 502, 'application_error', `SMTP relay failed: ${message.relayError}`);
      return;
    }
    sendJson(res, 200, { id: message.id });
  }

  async function deliver(
    id: string,
    key: string | null,
    request: ReturnType<typeof parseSendRequest>,
  ): Promise<StoredMessage> {
    const existing = await store.get(id);
    if (existing && existing.relay !== 'failed') return existing;
    const message: StoredMessage = existing ?? {
      id,
      idempotencyKey: key,
      createdAt: new Date().toISOString(),
      ...request,
      relay: 'none',
      relayError: null,
    };
    return storeAndRelay(store, config.smtpUrl, message);
  }

  return async (req, res, { path }) => {
    const method = req.method ?? 'GET';
    if (path === '/v1/send' && method === 'POST') return send(req, res);
    if (path === '/v1/messages' && method === 'GET') {
      sendJson(res, 200, { messages: await store.list() });
      return;
    }
    if (path === '/v1/messages' && method === 'DELETE') {
      if (!isServiceRole(req)) {
        resendError(res, 401, 'missing_api_key', 'Missing or wrong API key.');
        return;
      }
      await store.clear();
      sendJson(res, 200, { deleted: true });
      return;
    }
    if ((path === '/' || path === '') && method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(renderMailPage(await store.list()));
      return;
    }
    const htmlPart = path.match(/^\/([a-f0-9-]+)\/html$/);
    if (htmlPart && method === 'GET') {
      const message = await store.get(htmlPart[1] ?? '');
      if (!message?.html) {
        sendJson(res, 404, { message: 'Meddelandet hittades inte' });
        return;
      }
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': HTML_PART_POLICY,
      });
      res.end(message.html);
      return;
    }
    sendJson(res, 404, { message: 'no Route matched with those values' });
  };
}
