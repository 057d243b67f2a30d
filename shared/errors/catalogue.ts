/**
 * The error catalogue: every error a client can see, with the HTTP status, its title and the message a visitor
 * reads. The API answers with these codes; the web app shows these titles and messages in its toasts.
 */
export const errorCatalogue = {
  VALIDATION_ERROR: {
    status: 400,
    title: 'Invalid Request',
    message: 'Please check the highlighted fields and try again.',
  },
  MISSING_DATETIME: {
    status: 400,
    title: 'Invalid Selection',
    message: 'Please select both a date and time for your consultation.',
  },
  SLOT_UNAVAILABLE: {
    status: 409,
    title: 'Time Slot Unavailable',
    message: 'This time slot has just been booked by another user. Please select a different time.',
  },
  DUPLICATE_BOOKING: {
    status: 409,
    title: 'Booking Conflict',
    message: 'This time slot has already been booked. Please select a different time.',
  },
  BOOKING_LIMIT_REACHED: {
    status: 409,
    title: 'Booking Limit Reached',
    message: 'You already have upcoming consultations with us. Please use the link in your confirmation e-mail to manage them.',
  },
  RESCHEDULE_LIMIT_REACHED: {
    status: 409,
    title: 'Reschedule Limit Reached',
    message: 'This consultation has already been moved several times. Please cancel it and book a new time, or contact us.',
  },
  CONFLICT: {
    status: 409,
    title: 'Conflict',
    message: 'This change conflicts with the current state. Please reload and try again.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    title: 'Request Already Used',
    message: 'This request key was already used for a different booking. Please reload the page and try again.',
  },
  NOT_FOUND: {
    status: 404,
    title: 'Not Found',
    message: 'The requested resource could not be found.',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    title: 'Request Too Large',
    message: 'The request is larger than this service accepts.',
  },
  RATE_LIMITED: {
    status: 429,
    title: 'Too Many Requests',
    message: 'You are sending requests too quickly. Please wait a few minutes and try again.',
  },
  UNAUTHORIZED: {
    status: 401,
    title: 'Sign-in Required',
    message: 'Please sign in to continue.',
  },
  FORBIDDEN: {
    status: 403,
    title: 'Access Denied',
    message: 'You do not have permission to do this.',
  },
  TWO_FACTOR_REQUIRED: {
    status: 403,
    title: 'Two-Factor Sign-In Required',
    message: 'Administrators must turn on two-factor sign-in before using the staff tools.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    title: 'Temporarily Unavailable',
    message: 'The service is busy right now. Nothing was lost: please try again in a moment.',
  },
  INTERNAL: {
    status: 500,
    title: 'Booking Error',
    message: 'We apologize for the inconvenience. Please contact us directly.',
  },
} as const;

export type ErrorCode = keyof typeof errorCatalogue;

/** Client-side texts of the catalogue that are not API error codes. */
export const clientMessages = {
  bookingFailed: { title: 'Booking Failed', message: (detail: string) => `Failed to create booking: ${detail}` },
  bookingError: { title: 'Booking Error', message: 'We apologize for the inconvenience. Please contact us directly.' },
  bookingConfirmed: {
    title: 'Booking Confirmed! ✨',
    message: (date: string, time: string) =>
      `Your meeting is scheduled for ${date} at ${time}. Calendar invitations will be sent shortly.`,
  },
  newsletterFailed: {
    title: 'Subscription Failed',
    message: 'There was an issue subscribing to our newsletter. Please try again.',
  },
  // The subscription counts only once the address is confirmed from the e-mail, so the toast asks for that.
  newsletterConfirmationSent: {
    title: 'Check your inbox',
    message: 'We have sent you an e-mail: confirm your address with its link to start receiving our newsletter.',
  },
  contactFailed: { title: 'Error', message: 'There was an issue sending your message. Please try again.', code: 'CONTACT_FORM_ERROR' },
  privacyRequired: { title: 'Privacy Policy', message: 'Please accept the Privacy Policy to continue.' },
  invalidWebsite: {
    title: 'Invalid Website',
    message: (host: string) => `Please enter a valid web address with a real domain ending (e.g., ${host})`,
  },
  chatFailure:
    "I apologize, but I'm experiencing some technical difficulties right now. Please feel free to contact our team directly through our contact page or book a consultation call.",
  chatEmailRequired: 'Please enter your email',
  chatEmailInvalid: 'Please enter a valid email address',
} as const;
