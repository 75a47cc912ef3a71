/** The sentences a customer reads when the server gave us no message of its own. */
export const API_MESSAGES = {
  network: 'We could not reach the server. Check your connection and try again.',
  timeout: 'The server took too long to answer. Please try again.',
  unreadable: "The server's answer could not be read. Please try again in a moment.",
  aborted: 'The request was cancelled.',
  /** An error envelope that carried no message of its own. */
  failed: 'Something went wrong. Please try again.',
  serverTrouble: 'The server is having trouble right now. Please try again in a moment.',
  notConfigured:
    'The API client is not configured yet: call configureApi({ baseUrl, plansBaseUrl }) before making requests.',
  invalidPathParam: 'This link is not valid: an id it needs is missing or malformed.',
  /** Spec 8: "One-off payment link fails" shows exactly this. */
  paymentLinkFailed: 'An error occurred',
  /** Spec 8: "An address is deleted" shows exactly this, error-style. */
  addressDeleted: 'The address has been deleted.',
} as const;
