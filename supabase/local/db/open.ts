// Opens the stand-in's database: PostgreSQL when a URL is given, else PGlite in a folder. Apart
// from index.ts (the interface both drivers implement), so the drivers never import their caller.
import type { Database } from './index.ts';

export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir: string;
}): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(options.pgliteDir);
}
