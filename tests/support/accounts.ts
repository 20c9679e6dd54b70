// A confirmed job seeker for tests that need an account, not the sign-up flow: made as an admin
// would (Auth's admin API, email_confirm: true), because with e-mail confirmation on a sign-up
// alone gives no session. The sign-up trigger still makes the profile from the metadata.
// Plain fetch, so integration tests, e2e arrangements and the bench share it.

export interface AdminApi {
  url: string;
  serviceRoleKey: string;
}

export interface NewJobSeeker {
  email: string;
  password: string;
  /** user_metadata as the sign-up form sends it (full_name, phone, profession, user_type). */
  metadata?: Record<string, unknown>;
}

/** The new user's id. */
export async function createConfirmedJobSeeker(
  api: AdminApi,
  seeker: NewJobSeeker,
): Promise<string> {
  const response = await fetch(`${api.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: api.serviceRoleKey,
      Authorization: `Bearer ${api.serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      email: seeker.email,
      password: seeker.password,
      email_confirm: true,
      user_metadata: { user_type: 'job_seeker', ...seeker.metadata },
    }),
  });
  const body = (await response.json()) as { id?: string };
  if (!response.ok || !body.id) {
    throw new Error(
      `creating ${seeker.email} failed (${response.status}): ${JSON.stringify(body)}`,
    );
  }
  return body.id;
}
