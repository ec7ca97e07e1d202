import { useRef, type ChangeEvent } from 'react';
import { NumberInput, type NumberInputProps } from 'react-admin';

/** What react-admin's NumberInput stores when no `parse` is given: the number, or null when empty. */
const readNumber = (value: unknown) => (typeof value === 'number' ? value : value == null || value === '' ? null : Number(value));

/**
 * The number input of every form. Its `step` (and min/max) only drive the arrows: the forms
 * leave the browser's own checks off (noValidate), because a seeded 55.64 off a 0.5 step
 * blocked the save without a word. What is valid is the shared zod schema's business, and its
 * messages show on the field. Text the browser cannot read as a number ("1e", "5.5.5") reaches
 * the schema as NaN, refused as "must be a number", rather than as an empty value.
 */
export function CrudNumberInput({ onChange, parse, ...props }: NumberInputProps) {
  const unreadable = useRef(false);
  return (
    <NumberInput
      {...props}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        unreadable.current = event.target?.validity?.badInput === true;
        onChange?.(event);
      }}
      parse={(value: unknown) => (unreadable.current ? Number.NaN : parse ? parse(value) : readNumber(value))}
    />
  );
}
