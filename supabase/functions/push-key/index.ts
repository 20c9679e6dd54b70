// The VAPID public key (RFC 8292) a browser subscribes with: the app asks for it when a doctor
// taps "Få notiser", so the key lives in one place, the function secrets (VAPID_PUBLIC_KEY), and
// a new key pair needs no new build of the app. Public by nature; the private key never leaves
// the functions.

import { json, serveJson } from '../_server/http.ts';
import { vapidKeys } from '../_server/settings.ts';

Deno.serve(
  serveJson('push-key', () => Promise.resolve(json(200, { publicKey: vapidKeys().publicKey }))),
);
