// A local Web Push service for the tests (web-push-testing's, in this process), since CI cannot
// reach a browser's real one: it hands out subscriptions as a push service does, checks each
// message's VAPID signature (RFC 8292) against the subscription's applicationServerKey and
// decrypts it (RFC 8291, aes128gcm), so a test reads exactly what a browser would get. `expire`
// makes it answer 410 for a subscription, `failNext` one answer with any status (a 500).
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

const require = createRequire(import.meta.url);

interface PushApiModel {
  notifyUrl: string;
  subscribe(options: { applicationServerKey: string; userVisibleOnly: string }): Promise<{
    endpoint: string;
    keys: { p256dh: string; auth: string };
    clientHash: string;
  }>;
  expireSubscription(clientHash: string): void;
  getNotifications(request: { clientHash: string }): { messages: string[] };
}
type Handler = (
  req: { params: Record<string, string> },
  res: { status(code: number): { end(): void } },
  next: () => void,
) => void;
interface TestingServer {
  _app: { post(path: string, handler: Handler): void; listen(port: number, host: string): Server };
  setRequestHandlers(): void;
}

const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
  PushApiModel: new () => PushApiModel;
};
const WebPushTestingServer = require('web-push-testing/src/server.js') as new (
  model: PushApiModel,
  port: number,
) => TestingServer;

/** What a browser's PushSubscription.toJSON() gives, and the service's name for it. */
export interface LocalSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

export interface LocalPushService {
  url: string;
  subscribe(applicationServerKey: string): Promise<LocalSubscription>;
  /** The decrypted payloads that reached the subscription, parsed as JSON. */
  messages(subscription: LocalSubscription): unknown[];
  /** Every request for the subscription, answered or refused. */
  requests(subscription: LocalSubscription): number;
  expire(subscription: LocalSubscription): void;
  failNext(subscription: LocalSubscription, status: number): void;
  close(): Promise<void>;
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const model = new PushApiModel();
  // The library serves one model per process; its port is set below, once listening.
  const service = new WebPushTestingServer(model, 0);
  const failures = new Map<string, number>();
  const counts = new Map<string, number>();
  service._app.post('/notify/:clientHash', (req, res, next) => {
    const hash = req.params.clientHash ?? '';
    counts.set(hash, (counts.get(hash) ?? 0) + 1);
    const status = failures.get(hash);
    if (status === undefined) return next();
    failures.delete(hash);
    res.status(status).end();
  });
  const server = service._app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  model.notifyUrl = `${url}/notify/`;
  service.setRequestHandlers();
  return {
    url,
    subscribe: (applicationServerKey) =>
      model.subscribe({ applicationServerKey, userVisibleOnly: 'true' }),
    messages: ({ clientHash }) =>
      model.getNotifications({ clientHash }).messages.map((text) => JSON.parse(text) as unknown),
    requests: ({ clientHash }) => counts.get(clientHash) ?? 0,
    expire: ({ clientHash }) => model.expireSubscription(clientHash),
    failNext: ({ clientHash }, status) => failures.set(clientHash, status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
