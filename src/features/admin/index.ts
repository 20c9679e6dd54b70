// The admin back office. Imported only by src/routes/admin*, so it loads only on admin routes.
export { AdminDashboard } from './AdminDashboard';
export { type AdminAccess, AdminGate } from './AdminGate';
export { AdminLayout } from './AdminLayout';
export { ApplicationsAdminPage } from './applications/ApplicationsAdminPage';
export { applicationSearchSchema } from './applications/applicationSearch';
export { BannersAdminPage } from './banners/BannersAdminPage';
export { CandidatesAdminPage } from './candidates/CandidatesAdminPage';
export { JobsAdminPage } from './jobs/JobsAdminPage';
export { jobsSearch } from './jobs/jobSearch';
export { ApplicationDesk } from './pipeline/ApplicationDesk';
export { PipelineBoard } from './pipeline/PipelineBoard';
export { periodSearch } from './publishable/periodSearch';
export { RequestsAdminPage } from './requests/RequestsAdminPage';
export { requestSearchSchema } from './requests/requestSearch';
export { SettingsAdminPage } from './settings/SettingsAdminPage';
export { SourcesAdminPage } from './sources/SourcesAdminPage';
export { UsersAdminPage } from './users/UsersAdminPage';
