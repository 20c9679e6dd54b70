export { adminRoleQueryOptions, fetchIsAdmin } from './queries/adminRole';
export { signOut } from './signOut';
export { useVisitor, type Visitor } from './useVisitor';
