// One entry point for the form schemas shared by the app (`@shared/schemas`) and the functions.
export * from './account.ts';
export * from './ad-events.ts';
export * from './application.ts';
export * from './application-status.ts';
export * from './banner-places.ts';
export * from './contact.ts';
export * from './documents.ts';
export * from './form-fields.ts';
export * from './issues.ts';
export * from './job-alert.ts';
export * from './job-source.ts';
export * from './languages.ts';
export * from './my-data.ts';
export * from './password.ts';
export * from './pipeline.ts';
export * from './professional-profile.ts';
