import sanitize from 'sanitize-html';

/**
 * The HTML a report or template may hold: text formatting, headings, lists, quotes, tables and
 * plain links. Scripts, styles, event handlers, and any link that is not http(s) or mailto are
 * removed before anything is stored, so nothing a user wrote can run in another user's browser
 * or in a print.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'hr',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'code',
    'mark',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }) },
};

export const sanitizeHtml = (html: string): string => sanitize(html, OPTIONS);

/** The words of some HTML, for checking that a report says something. */
export const textOf = (html: string): string =>
  sanitize(html.replace(/</g, ' <'), { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
