// The contract between the stand-in's server and its sub-services (auth, rest, functions, mail).
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Handles one request below a mount point. `path` is the part after the mount point
 * (e.g. `/token` for `/auth/v1/token`), `url` the full request URL.
 * CORS headers are added by the server before the handler runs.
 */
export type RouteHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  ctx: { url: URL; path: string },
) => Promise<void>;
