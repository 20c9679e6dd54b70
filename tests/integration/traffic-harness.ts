// A stand-in with job seekers signed up and jobs published, for the tests that send traffic at it
// (load, faults, fuzzing). Sign-ins are not rate limited unless `env` says otherwise: the tests
// sign in many seekers from one address.
import { publishJobs, type Seeker, signUpSeekers } from '../bench/lib/seekers.ts';
import { type StandIn, type StandInOptions, startStandIn } from '../support/standin';

export interface TrafficStandIn {
  standIn: StandIn;
  seekers: Seeker[];
  jobIds: string[];
}

export async function startTrafficStandIn({
  seekers,
  jobs,
  ...options
}: StandInOptions & { seekers: number; jobs: number }): Promise<TrafficStandIn> {
  const standIn = await startStandIn({
    ...options,
    // The clients of the load all share one address; the cap per address has its own test.
    env: {
      RATE_LIMIT_SIGN_IN_SIGN_UPS: '1000',
      STANDIN_MAX_CONCURRENT_PER_ADDRESS: '0',
      ...options.env,
    },
  });
  try {
    return {
      standIn,
      seekers: await signUpSeekers(standIn, seekers),
      jobIds: await publishJobs(standIn, jobs),
    };
  } catch (error) {
    await standIn.stop(); // the caller never got it, so its afterAll cannot stop it
    throw error;
  }
}
