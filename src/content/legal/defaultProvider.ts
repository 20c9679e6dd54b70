// The provider as the settings table holds it by default (supabase/migrations/*_default_settings.sql):
// what the build prerenders /contact and the legal pages with; the app shows the live values.
import type { Provider } from './types';

export const DEFAULT_PROVIDER: Provider = {
  name: 'Läkarjobb Norden',
  contactEmail: 'kontakt@lakarjobbnorden.se',
};
