import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

// Replaced by the build (vite.config.ts `define`); this project's tests run without it.
vi.stubGlobal('__BUILD_ID__', 'test');
const { shouldPersistQuery } = await import('./queryClient');

describe('shouldPersistQuery', () => {
  it('keeps the visitor’s own queries, not the local copy’s, the back office’s or a link’s', () => {
    const client = new QueryClient();
    client.setQueryData(['jobs', 'published'], [{ id: 'a' }]);
    client.setQueryData(['jobs', 'detail', 'a'], { id: 'a' });
    client.setQueryData(['banners', 'placed'], []);
    client.setQueryData(['admin', 'applications'], []);
    client.setQueryData(['report', 'secret-token'], {});
    client.setQueryData(['application-share', 'secret-token'], { coverLetter: 'Hej' });
    client.setQueryData(['settings', 'provider'], { provider_name: 'Läkarjobb Norden' });
    client.setQueryData(['profile', 'u1'], { full_name: 'Anna' });

    const persisted = dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery }).queries.map(
      (query) => query.queryKey,
    );

    expect(persisted).toEqual([
      ['settings', 'provider'],
      ['profile', 'u1'],
    ]);
  });
});
