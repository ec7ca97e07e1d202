import { TextInput, type TextInputProps } from 'react-admin';

/** ISO 4217 code, typed in capitals (the schema wants three capital letters). */
export function CurrencyCodeInput(props: Omit<TextInputProps, 'source'> & { source?: string }) {
  return (
    <TextInput
      source="currency"
      parse={(value: string) =>
        value
          ? value
              .toUpperCase()
              .replace(/[^A-Z]/g, '')
              .slice(0, 3)
          : value
      }
      slotProps={{ htmlInput: { maxLength: 3, style: { textTransform: 'uppercase' } } }}
      {...props}
    />
  );
}
