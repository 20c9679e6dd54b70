// Where the e2e run's servers live (playwright.config.ts starts them) and the local API keys.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../src/lib/database.types';

export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 54329);
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 4179);
export const API_URL = `http://127.0.0.1:${E2E_API_PORT}`;
export const APP_URL = `http://127.0.0.1:${E2E_APP_PORT}`;

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
