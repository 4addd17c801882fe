/** Validation messages the spec fixes (000 §5), written once. */
export const REQUIRED = 'This field is required';
export const INVALID_EMAIL = 'Please enter a valid email address';
export const INVALID_PHONE = 'Please enter a valid 10-digit phone number';
