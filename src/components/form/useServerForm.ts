import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { clearFieldErrors, extractFormErrors, type FormErrors } from './formErrors';

/** How long the recently-successful flag stays up. */
export const recentlySuccessfulMs = 2000;

export interface SubmitHelpers {
  /** Upload progress in percent, for multipart requests. */
  onProgress: (percent: number) => void;
}

/**
 * Form state: values, errors keyed by field, busy while a request is in
 * flight, successful after completion, recently successful for 2 s.
 */
export function useServerForm<T extends Record<string, unknown>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const [successful, setSuccessful] = useState(false);
  const [recentlySuccessful, setRecentlySuccessful] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const setValue = useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => clearFieldErrors(current, String(name)));
  }, []);

  const submit = useCallback(
    async <R>(action: (values: T, helpers: SubmitHelpers) => Promise<R>): Promise<{ ok: true; result: R } | { ok: false }> => {
      setBusy(true);
      setSuccessful(false);
      setErrors({});
      setProgress(null);
      try {
        const result = await action(values, { onProgress: setProgress });
        setSuccessful(true);
        setRecentlySuccessful(true);
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => setRecentlySuccessful(false), recentlySuccessfulMs);
        return { ok: true, result };
      } catch (error) {
        setErrors(extractFormErrors(error));
        return { ok: false };
      } finally {
        setBusy(false);
      }
    },
    [values],
  );

  /** Props for a MUI TextField bound to a field: value, change (clears its errors), error text. */
  const field = (name: keyof T & string) => ({
    name,
    id: name,
    value: (values[name] as string | undefined) ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value as T[typeof name]),
    error: !!errors[name],
    helperText: errors[name]?.[0],
  });

  return { values, setValue, setValues, errors, setErrors, busy, successful, recentlySuccessful, progress, submit, field };
}

export type ServerForm<T extends Record<string, unknown>> = ReturnType<typeof useServerForm<T>>;
