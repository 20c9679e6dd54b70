export { MyDataCard } from './components/MyDataCard';
