import sanitizeHtml from 'sanitize-html';

/** A report's HTML as plain paragraphs: headings and paragraphs each on their own line. */
export const plainText = (html: string): string =>
  sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|div)>|<br\s*\/?>/gi, '\n'), { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/\n{2,}/g, '\n')
    .trim();
