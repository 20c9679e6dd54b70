// Where the app's Supabase is and its public anon key; a module of its own, so the first visit's
// early paint (src/firstPaint/earlyPaint.ts, inlined in the HTML) can read public data without supabase-js.
// Local defaults are the stand-in's address and the Supabase CLI's well-known public anon key,
// so a build without a .env still talks to `npm start`'s backend. Never a service-role key here.
const LOCAL_URL = 'http://127.0.0.1:54321';
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const supabaseUrl: string = import.meta.env.VITE_SUPABASE_URL || LOCAL_URL;
export const supabaseAnonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY;
