export type { Provider } from '@/content/legal/types';
export { providerQueryOptions, useOptionalProvider, useProvider } from './provider';
