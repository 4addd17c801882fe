/**
 * The sign-in page's texts, in a module of their own without zod: the sign-in page shows them
 * before the app's schemas load (issue 34, the first page's JavaScript).
 */
export const PASSWORD_CHANGE_REQUIRED = 'Please change your temporary password before continuing.';
export const FILL_ALL_FIELDS = 'Please fill in all fields';
export const INVALID_CREDENTIALS = 'Invalid credentials. Please check your username and password.';
