// This browser's Web Push subscription: whether the browser can have one, asking for the
// permission (only when a doctor taps "Få notiser"), subscribing with the server's VAPID public
// key (the push-key function) and saving it for the signed-in account; and forgetting it again
// when they sign out. The messages are sent by the functions and shown by src/sw.ts.
import { getSupabase } from './supabase';

/**
 * supported: this browser can subscribe; install-first: an iPhone or iPad whose Safari allows
 * push only to an app added to the home screen (iOS 16.4 and later); unsupported: no Web Push.
 */
export type PushSupport = 'supported' | 'install-first' | 'unsupported';

const isAppleMobile = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) ||
  // iPadOS presents itself as a Mac, with touch.
  (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);

const isInstalled = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  if (isAppleMobile() && !isInstalled()) return 'install-first';
  const able = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  return able ? 'supported' : 'unsupported';
}

/** Why subscribing stopped, in words a doctor can act on. */
export class PushRefusedError extends Error {}

async function publicKey(): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<{ publicKey: string }>('push-key');
  if (error || !data?.publicKey) {
    throw new PushRefusedError('Notiser kunde inte slås på just nu. Försök igen om en stund.');
  }
  return data.publicKey;
}

/**
 * Asks for the permission if not given yet, subscribes this browser and saves the subscription
 * for the signed-in account. Throws PushRefusedError with a Swedish reason.
 */
export async function subscribeThisBrowser(): Promise<void> {
  if (pushSupport() !== 'supported') {
    throw new PushRefusedError('Den här webbläsaren kan inte visa notiser.');
  }
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PushRefusedError(
      'Notiser är blockerade för Läkarjobb Norden. Tillåt dem i webbläsarens inställningar och försök igen.',
    );
  }
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: await publicKey(),
    }));
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) {
    throw new PushRefusedError('Webbläsaren gav ingen giltig prenumeration på notiser.');
  }
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('save_push_subscription', {
    endpoint,
    p256dh: keys.p256dh,
    auth: keys.auth,
  });
  if (error) {
    throw new PushRefusedError(
      'Notiser kunde inte sparas. Kontrollera din uppkoppling och försök igen.',
    );
  }
}

/**
 * Signing out: this browser's subscription is deleted for the account and dropped at the push
 * service, so the next person on this browser gets none of the account's notices.
 */
export async function forgetThisBrowser(): Promise<void> {
  if (pushSupport() !== 'supported') return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  const supabase = await getSupabase();
  await supabase.from('push_subscriptions').delete().eq('endpoint', subscription.endpoint);
  await subscription.unsubscribe();
}
