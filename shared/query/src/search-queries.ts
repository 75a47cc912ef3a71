/** Work in progress (issue 8): query keys and fetchers of the search screens. */
export {};
