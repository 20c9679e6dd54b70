export { Footer } from './Footer';
export { Header, type HeaderProps } from './Header';
export { HomePage } from './home/HomePage';
export { NotFound } from './NotFound';
