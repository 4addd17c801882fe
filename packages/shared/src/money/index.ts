export * from './money.ts';
export * from './gst.ts';
export * from './bill-total.ts';
export * from './words.ts';
export * from './limits.ts';
export * from './gst-rows.ts';
