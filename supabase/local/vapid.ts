// The stand-in's VAPID key pair (RFC 8292) for the push functions: VAPID_PUBLIC_KEY and
// VAPID_PRIVATE_KEY from the environment when both are set, otherwise the pair made on the first
// start and kept next to the data (`<data folder>/vapid.json`), so the browsers' subscriptions,
// which are bound to the public key, outlive a restart.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

type Env = Record<string, string | undefined>;

export function standInVapidKeys(env: Env, dataDir: string): VapidKeys {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  const file = join(dataDir, 'vapid.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ publicKey, privateKey }, null, 2), { mode: 0o600 });
  return { publicKey, privateKey };
}
