export { AdminStatisticsPage } from './AdminStatisticsPage';
export { EmployerReportPage } from './EmployerReportPage';
export { PERIODS, type PeriodDays } from './periods';
