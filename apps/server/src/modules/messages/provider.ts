import type { MessageChannel, MessageLanguage } from '@clinic/shared/messages';

export type OutgoingMessage = {
  id: string;
  channel: MessageChannel;
  /** The ten-digit Indian mobile; the provider gets it with +91. */
  to: string;
  body: string;
  template: string;
  language: MessageLanguage;
};

/** A send that failed; `permanent` when trying again cannot help (a refused number, a bad request). */
export class SendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** Where messages go out. `send` answers the provider's id for the message, or throws a SendError. */
export type MessageProvider = { name: string; send: (message: OutgoingMessage) => Promise<{ ref: string }> };

/** No provider set up: messages are kept on the outbox screen for the desk to read out or send by hand. */
export const outboxOnlyProvider: MessageProvider = {
  name: 'outbox-only',
  send: async () => ({ ref: 'outbox-only' }),
};

/**
 * A JSON-over-HTTPS gateway, as Indian SMS and WhatsApp Business providers offer: one POST per
 * message with a bearer token, the DLT sender id and the template's name, answering the
 * message's id. 2xx is sent; 408, 429 and 5xx are tried again later; any other answer is final.
 * Only the status code and the provider's error code are kept: its body may echo the text.
 */
export function httpProvider(options: {
  url: string;
  token: string;
  senderId: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): MessageProvider {
  const post = options.fetch ?? fetch;
  return {
    name: new URL(options.url).host,
    async send(message) {
      let res: Response;
      try {
        res = await post(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
          body: JSON.stringify({
            channel: message.channel,
            to: `+91${message.to}`,
            sender: options.senderId,
            template: message.template,
            language: message.language,
            text: message.body,
            reference: message.id,
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (err) {
        throw new SendError(`Provider not reached: ${err instanceof Error ? err.name : 'error'}`, false);
      }
      const answer = (await res.json().catch(() => ({}))) as { id?: unknown; code?: unknown };
      if (res.ok) return { ref: typeof answer.id === 'string' ? answer.id : `http-${res.status}` };
      const code = typeof answer.code === 'string' ? ` (${answer.code.slice(0, 40)})` : '';
      const retry = res.status === 408 || res.status === 429 || res.status >= 500;
      throw new SendError(`Provider answered ${res.status}${code}`, !retry);
    },
  };
}

/** The provider the settings name: the HTTP gateway when its address is set, else the outbox only. */
export function providerFrom(settings: {
  messageProviderUrl: string;
  messageProviderToken: string;
  messageSenderId: string;
}): MessageProvider {
  if (!settings.messageProviderUrl) return outboxOnlyProvider;
  return httpProvider({
    url: settings.messageProviderUrl,
    token: settings.messageProviderToken,
    senderId: settings.messageSenderId,
  });
}
