// The service worker's side of push (src/sw.ts): shows a message the functions sent (title,
// short body, icon, badge), brings the local copy of the jobs up to date so the job it names
// opens offline, and on a click opens its page in a window of the app if one is open.
import { storePublicData } from './offline/publicDataStore';

/** What the functions send (supabase/functions/_server/alert-push.ts, the status trigger). */
export interface PushMessage {
  title: string;
  body: string;
  /** A path within the app. */
  url: string;
  tag: string;
  jobId?: string;
}

interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

export interface PushScope {
  registration: ServiceWorkerRegistration;
  location: { origin: string };
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly unknown[]>;
    openWindow(url: string): Promise<unknown>;
  };
}

const ICON = '/icons/icon-192.png';

function parse(text: string | undefined): PushMessage | null {
  try {
    const message = JSON.parse(text ?? '') as Partial<PushMessage>;
    if (typeof message.title !== 'string' || typeof message.url !== 'string') return null;
    // Only a path of the app: a message never sends the click elsewhere.
    if (!message.url.startsWith('/') || message.url.startsWith('//')) return null;
    return {
      title: message.title,
      body: typeof message.body === 'string' ? message.body : '',
      url: message.url,
      tag: typeof message.tag === 'string' ? message.tag : 'lakarjobb',
      ...(typeof message.jobId === 'string' ? { jobId: message.jobId } : {}),
    };
  } catch {
    return null;
  }
}

export async function showPush(scope: PushScope, text: string | undefined): Promise<void> {
  const message = parse(text);
  // A push must show something (userVisibleOnly): one the app cannot read still says who it is from.
  const shown = message ?? { title: 'Läkarjobb Norden', body: '', url: '/', tag: 'lakarjobb' };
  await Promise.all([
    scope.registration.showNotification(shown.title, {
      body: shown.body,
      icon: ICON,
      badge: ICON,
      tag: shown.tag,
      data: { url: shown.url },
    }),
    // The new job into the local copy, so its page opens without a network later.
    message?.jobId
      ? storePublicData().catch((error: unknown) =>
          console.warn('Kunde inte uppdatera den lokala kopian', error),
        )
      : undefined,
  ]);
}

/** A click: the message's page in an open window of the app, or in a new one. */
export async function openFromNotice(scope: PushScope, data: unknown): Promise<void> {
  const path = (data as { url?: unknown } | null)?.url;
  const url = new URL(
    typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : '/',
    scope.location.origin,
  ).href;
  const windows = (await scope.clients.matchAll({
    type: 'window',
    includeUncontrolled: true,
  })) as WindowClientLike[];
  const open = windows.find((client) => client.url.startsWith(scope.location.origin));
  if (!open) {
    await scope.clients.openWindow(url);
    return;
  }
  await open.navigate(url);
  await open.focus().catch(() => {
    // Focus needs the click's user activation, which a browser may not pass on: the page is there.
  });
}
