export { AdminStatisticsPage } from './AdminStatisticsPage';
export { PERIODS, type PeriodDays } from './StatisticsView';
