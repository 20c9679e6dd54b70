// A component's live view of local data: re-runs `query` whenever the Dexie tables it read change.
// Features read IndexedDB only through this folder's functions, never through Dexie itself.
export { useLiveQuery as useLocalQuery } from 'dexie-react-hooks';
