/**
 * Header names that the edge (CloudFront, locally the gateway) and the handlers agree on.
 */

/** The viewer's address, set by the edge on every `/api/*` request. */
export const VIEWER_IP_HEADER = 'x-viewer-ip';

/** The origin secret the edge adds to every request it forwards to the API. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/**
 * The header tying one request together from the edge to the answer: the edge adds it when the viewer sent none,
 * every log line of the request carries it as `correlation_id`, and the answer echoes it.
 */
export const REQUEST_ID_HEADER = 'x-request-id';
