export { authErrorMessage } from './authErrorMessage';
export { SignInPage, type SignInTab } from './components/SignInPage';
export { adminRoleQueryOptions, fetchIsAdmin } from './queries/adminRole';
export { signOut } from './signOut';
export { useVisitor, type Visitor } from './useVisitor';
