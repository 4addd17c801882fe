import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/** 000 §5: an error clears as soon as its field is edited (not when it becomes valid). */
export function useClearErrorOnEdit<T extends FieldValues>(form: UseFormReturn<T>): void {
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name && form.getFieldState(name).error) form.clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);
}

/** Puts a 400's field messages on the form; returns the message to show when none fits a field. */
export function applyFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  err: unknown,
  fallback: string,
): string | undefined {
  return setServerErrors(form.setError, err, undefined, fallback);
}

/**
 * The same for a form that hands its parent only `setError` (the parent saves it): a 409 goes on
 * `conflictField` when given, a 400's messages on their fields; returns what to show otherwise.
 */
export function setServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  err: unknown,
  conflictField?: Path<T>,
  fallback = 'Something went wrong. Please try again.',
): string | undefined {
  if (!(err instanceof ApiError)) return fallback;
  if (err.status === 409 && conflictField) {
    setError(conflictField, { message: err.message });
    return undefined;
  }
  const fields = Object.entries(err.fields);
  for (const [field, message] of fields) setError(field as Path<T>, { message });
  return fields.length === 0 ? err.message || fallback : undefined;
}

/** Scrolls the first field in error into view (Mantine selects and dates are not always focusable). */
export function scrollToFirstError(container: HTMLElement | null): void {
  const invalid = container?.querySelector('[aria-invalid="true"], [data-error="true"]');
  invalid?.scrollIntoView({ block: 'center', behavior: 'smooth' });
}

/**
 * A Mantine number field's value as a number. Mantine hands over text it cannot read as a number
 * yet ("05" typed after a 0, an emptied field); that text is read as the number it spells, and
 * nothing at all as 0, rather than every keystroke becoming 0.
 */
export function numberOrZero(value: number | string): number {
  return typeof value === 'number' ? value : Number(value) || 0;
}

/** A number typed into a text box: null when blank, NaN when not a number (the schema then says so). */
export function typedNumber(text: string): number | null {
  return text.trim() === '' ? null : Number(text.trim());
}

/** For an optional date or text input: an emptied field means "none" (null), never an empty string. */
export const blankToNull = (value: string): string | null => value || null;
