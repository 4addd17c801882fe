import type { MessageLanguage, MessageTemplate } from '@clinic/shared/messages';

/**
 * The words of each message in English and Hindi. `{name}` is the patient's first name and
 * `{clinic}` the clinic's; the rest come from the event. Kept short: one SMS is 160 Latin or 70
 * Devanagari characters, and a reminder should fit in two.
 */
const TEXTS: Record<MessageTemplate, Record<MessageLanguage, string>> = {
  'appointment-booked': {
    en: 'Dear {name}, your appointment with {doctor} is booked for {date} at {time}, token {token}. {clinic}',
    hi: 'प्रिय {name}, {doctor} के साथ आपका अपॉइंटमेंट {date} को {time} बजे बुक है, टोकन {token}। {clinic}',
  },
  'appointment-moved': {
    en: 'Dear {name}, your appointment with {doctor} is now on {date} at {time}, token {token}. {clinic}',
    hi: 'प्रिय {name}, {doctor} के साथ आपका अपॉइंटमेंट अब {date} को {time} बजे है, टोकन {token}। {clinic}',
  },
  'appointment-reminder': {
    en: 'Reminder: {name}, you see {doctor} tomorrow, {date} at {time}. Please come 15 minutes early. {clinic}',
    hi: 'याद दिलाना: {name}, कल {date} को {time} बजे {doctor} से मिलना है। कृपया 15 मिनट पहले आएँ। {clinic}',
  },
  'doctor-leave': {
    en: 'Dear {name}, {doctor} is on leave on {date}. Please call us to move your appointment. {clinic}',
    hi: 'प्रिय {name}, {doctor} {date} को छुट्टी पर हैं। अपॉइंटमेंट बदलने के लिए कृपया हमें फ़ोन करें। {clinic}',
  },
  'doctor-late': {
    en: 'Dear {name}, {doctor} will arrive at {time} today; your turn will be later than booked. Sorry for the wait. {clinic}',
    hi: 'प्रिय {name}, {doctor} आज {time} बजे आएँगे; आपकी बारी देर से आएगी। असुविधा के लिए खेद है। {clinic}',
  },
  'lab-report-ready': {
    en: 'Dear {name}, your lab report ({tests}) is ready. Please collect it or ask your doctor. {clinic}',
    hi: 'प्रिय {name}, आपकी लैब रिपोर्ट ({tests}) तैयार है। कृपया ले जाएँ या अपने डॉक्टर से पूछें। {clinic}',
  },
  'bill-receipt': {
    en: 'Dear {name}, we received {amount} on {date}, receipt {receipt}. Thank you. {clinic}',
    hi: 'प्रिय {name}, {date} को {amount} प्राप्त हुए, रसीद {receipt}। धन्यवाद। {clinic}',
  },
  discharge: {
    en: 'Dear {name}, you were discharged on {date}. Follow the advice in your discharge summary. Get well soon. {clinic}',
    hi: 'प्रिय {name}, आपको {date} को छुट्टी दी गई। डिस्चार्ज सारांश की सलाह मानें। जल्द स्वस्थ हों। {clinic}',
  },
};

/** The message's text: every `{key}` replaced; a key the event did not give is a bug, so it throws. */
export function renderMessage(
  template: MessageTemplate,
  language: MessageLanguage,
  values: Record<string, string>,
): string {
  return TEXTS[template][language]
    .replace(/\{(\w+)\}/g, (_, key: string) => {
      const value = values[key];
      if (value === undefined) throw new Error(`message ${template} needs {${key}}`);
      return value;
    })
    .trim();
}
