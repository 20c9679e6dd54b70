// /admin/jobs's address: the period filter (?visa=…) and a dialog to open, a new job from an
// employer's request (?forfragan=<request id>) or a job to edit (?redigera=<job id>), so the
// requests list can link to both and either survives a reload. Read at start-up, like periodSearch.
import * as v from 'valibot';
import { periodSearch } from '../publishable/periodSearch';

// A malformed id is dropped rather than failing the page.
const id = v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined);
const dialogSearch = v.object({ forfragan: id, redigera: id });

export type JobDialogSearch = v.InferOutput<typeof dialogSearch>;

export function jobsSearch(search: Record<string, unknown>) {
  const { forfragan, redigera } = v.parse(dialogSearch, search);
  return {
    ...periodSearch(search),
    ...(forfragan && { forfragan }),
    ...(redigera && { redigera }),
  };
}
