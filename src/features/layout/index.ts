export { Footer } from './Footer';
export { Header, type HeaderProps } from './Header';
export { NotFound } from './NotFound';
