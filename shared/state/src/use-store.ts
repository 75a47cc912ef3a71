/**
 * The React binding for the shared stores. Re-exported from one place so every bundle binds
 * through the shared (singleton) copy of zustand.
 */
export { useStore } from 'zustand';
