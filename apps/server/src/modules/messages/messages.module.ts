import { z } from 'zod';
import { defineModule, routeSet, setting } from '../../module-kit.ts';
import { messagesRoutes } from './messages.routes.ts';

/** The outbox of SMS and WhatsApp messages to patients who agreed to them, and its sender. */
export const messagesModule = defineModule({
  name: 'messages',
  routes: [
    routeSet(messagesRoutes, (c) => ({
      messages: c.services.messages,
      scheduled: c.scheduledWork,
      remind: () => c.services.reminders.remindTomorrow(),
    })),
  ],
  settings: {
    messageProviderUrl: setting(
      'MESSAGE_PROVIDER_URL',
      z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
      "the SMS/WhatsApp gateway's HTTPS address messages are POSTed to; empty: messages stay on the outbox screen",
    ),
    messageProviderToken: setting(
      'MESSAGE_PROVIDER_TOKEN',
      z.string().default(''),
      "the gateway's API key, sent as a bearer token",
    ),
    messageSenderId: setting(
      'MESSAGE_SENDER_ID',
      z
        .string()
        .regex(/^[A-Z]{6}$/, 'a DLT sender id is six capital letters')
        .default('CLINIC'),
      'the six-letter sender id registered on the DLT platform',
    ),
    messageReminderTime: setting(
      'MESSAGE_REMINDER_TIME',
      z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time as HH:MM')
        .default('18:00'),
      "clinic time (HH:MM) at which the day-before reminders of tomorrow's appointments are queued",
    ),
  },
});
