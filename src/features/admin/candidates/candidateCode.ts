/** A candidate's name on the recruiter's screen: no personal detail, stable across searches. */
export const candidateCode = (candidateId: string) =>
  `Kandidat ${candidateId.slice(0, 6).toUpperCase()}`;
