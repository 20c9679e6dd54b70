export { AdminStatisticsPage } from './AdminStatisticsPage';
export { EmployerReportPage } from './EmployerReportPage';
export { type StatisticsChoice, statisticsChoice } from './periods';
