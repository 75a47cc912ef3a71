/** Work in progress (issue 8): query keys and fetchers of the store screens. */
export {};
