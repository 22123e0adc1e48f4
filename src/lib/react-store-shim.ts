/**
 * Stands in for `use-sync-external-store/shim` in the bundle (vite.config.ts): react-i18next and @xstate/react import
 * that polyfill for Reacts before 18, and React 19 has the hook itself.
 */
export { useSyncExternalStore } from 'react';
