export { DocumentsCard } from './components/DocumentsCard';
