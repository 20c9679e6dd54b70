// The job search model shared by the app (`@shared/search`) and the edge functions (alerts).

export * from './candidate-search.ts';
export * from './candidates.ts';
export * from './fold.ts';
export * from './job-search.ts';
export * from './job-terms.ts';
export * from './job-types.ts';
export * from './jobtech-taxonomy.ts';
export * from './list-order.ts';
export * from './match.ts';
export * from './places.ts';
export * from './specialties.ts';
