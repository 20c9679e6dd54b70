// Where the e2e run's servers live (playwright.config.ts starts them) and the local API keys.
// Each Playwright worker has its own stand-in and app server, on the base ports plus its parallel
// index, so specs in different workers never see each other's rows.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../src/lib/database.types';

/** The first worker's ports; the build bakes in the first worker's API URL. */
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 54329);
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 4179);

/** Worker `index`'s API and app ports. */
export function workerPorts(index: number): { apiPort: number; appPort: number } {
  return { apiPort: E2E_API_PORT + index, appPort: E2E_APP_PORT + index };
}

/** Playwright sets TEST_PARALLEL_INDEX in a worker (0 … workers − 1); the runner itself has none. */
const ports = workerPorts(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const API_URL = `http://127.0.0.1:${ports.apiPort}`;
export const APP_URL = `http://127.0.0.1:${ports.appPort}`;

/** The Supabase CLI's well-known local keys (signed with the default JWT secret). */
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

const noSession = { auth: { persistSession: false, autoRefreshToken: false } };

/** A client as an anonymous visitor sees the API. */
export function anonClient(): SupabaseClient<Database> {
  return createClient<Database>(API_URL, ANON_KEY, noSession);
}

/** A client that bypasses row-level security: for arranging test data only. */
export function serviceClient(): SupabaseClient<Database> {
  return createClient<Database>(API_URL, SERVICE_ROLE_KEY, noSession);
}
