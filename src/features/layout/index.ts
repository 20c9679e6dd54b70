export { EmployerHeader, isEmployerLinkPage } from './EmployerHeader';
export { Footer } from './Footer';
export { Header, type HeaderProps } from './Header';
export { NotFound } from './NotFound';
export { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
