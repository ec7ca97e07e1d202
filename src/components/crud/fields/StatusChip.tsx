import { Chip, type ChipProps } from '@mui/material';
import { useFieldValue, useResourceContext, useTranslate, type FieldProps } from 'react-admin';

export type ChipColour = NonNullable<ChipProps['color']>;

export interface StatusChipProps extends FieldProps {
  /** Colour per value; values not listed are grey. */
  colours: Record<string, ChipColour>;
  /** i18n prefix of the value labels; default resources.<resource>.choices.<source>. */
  labelPrefix?: string;
}

/**
 * A status value as a coloured chip, its label translated
 * (resources.<resource>.choices.<source>.<value>, the key the choice inputs use too).
 */
export function StatusChip({ colours, labelPrefix, ...props }: StatusChipProps) {
  const value = useFieldValue(props);
  const resource = useResourceContext(props);
  const translate = useTranslate();
  if (value === null || value === undefined || value === '') return null;
  const prefix = labelPrefix ?? `resources.${resource}.choices.${props.source}`;
  return <Chip size="small" color={colours[String(value)] ?? 'default'} label={translate(`${prefix}.${value}`, { _: String(value) })} />;
}
