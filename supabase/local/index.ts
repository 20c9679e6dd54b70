// Entry point: `tsx supabase/local/index.ts [--port N] [--host H] [--data-dir DIR] [--database-url URL]`.
import { parseArgs } from 'node:util';
import { type ConfigOverrides, loadConfig } from './config.ts';
import { startServer } from './server.ts';

const DEMO_ADMIN = { email: 'admin@lakarjobb.local', password: 'Admin123!' };

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
    },
  });
  const overrides: ConfigOverrides = {
    host: values.host,
    port: values.port === undefined ? undefined : Number(values.port),
    dataDir: values['data-dir'],
    databaseUrl: values['database-url'],
  };
  const config = await loadConfig(process.env, overrides);
  const standIn = await startServer(config);
  const { setup } = standIn;
  const lines = [
    `Supabase stand-in ready`,
    `  API URL:       ${standIn.url}`,
    `  App URL:       ${config.siteUrl}`,
    `  Mail sink:     ${standIn.url}/mail`,
    `  Data folder:   ${config.dataDir}`,
    `  Database:      ${standIn.services.db.description}`,
    `  Migrations:    ${setup.applied.length ? setup.applied.join(', ') : 'up to date'}${setup.seeded ? ' (seeded)' : ''}`,
    `  anon key:      ${config.anonKey}`,
    `  VAPID public:  ${config.vapid.publicKey}`,
    `  Demo admin:    ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
  ];
  console.log(lines.join('\n'));

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[stand-in] ${signal}: shutting down`);
    standIn.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[stand-in] shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('[stand-in] failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
