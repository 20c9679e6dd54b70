// What became of one outbox item's send: the words outboxDelivery.ts (the item) and outboxFiles.ts
// (its attached files) answer in, and outboxStore.ts records.

export type DeliveryOutcome =
  | { kind: 'delivered' }
  /**
   * Network failure, 5xx, rate limit, missing session: try again later. `accepted`: the server
   * already has the record itself and only a follow-up (the employer's notice) is still to go.
   * `throttled`: a 429, to be tried again no sooner than `retryAfterMs`. `serverError`: the server
   * answered with a 5xx.
   */
  | {
      kind: 'retry';
      reason: string;
      accepted?: boolean;
      throttled?: boolean;
      retryAfterMs?: number;
      serverError?: boolean;
    }
  /** The server refused the item (4xx); `code` is the SQLSTATE or HTTP status. */
  | { kind: 'rejected'; reason: string; code: string; retryable: boolean; fields?: FieldErrors };

/** Swedish messages per form field, as the functions answer a validation failure. */
export type FieldErrors = Record<string, string>;

/** The reason recorded when a send got no answer at all (lie-fi, offline, server down). */
export const UNREACHABLE_REASON = 'Ingen anslutning till servern. Skickas automatiskt senare.';
