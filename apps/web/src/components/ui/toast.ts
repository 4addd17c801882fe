import { notifications } from '@mantine/notifications';

/** Success toasts close after 1.5 s and errors after 3 s (000 §9). */
export const toast = {
  success: (message: string) => notifications.show({ color: 'green', message, autoClose: 1500 }),
  error: (message: string) => notifications.show({ color: 'red', message, autoClose: 3000 }),
};
