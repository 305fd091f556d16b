/** The shape of an Idempotency-Key header: 1 to 255 printable ASCII characters. */
export const IDEMPOTENCY_KEY = /^[\x20-\x7e]{1,255}$/;
