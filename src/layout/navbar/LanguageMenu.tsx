import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';
import { localeNames } from '../../providers/locale';

/** Language dropdown, only when more than one locale exists. */
export function LanguageMenu() {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (locales.length <= 1) return null;
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        // The name holds the code on show, so people who speak to their browser can say it (WCAG 2.5.3).
        aria-label={`${translate('nav.language')} (${locale.toUpperCase()})`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ flexShrink: 0 }}
      >
        {locale}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} disableScrollLock>
        {locales.map(({ locale: code, name }) => (
          <MenuItem
            key={code}
            lang={code}
            selected={code === locale}
            onClick={() => {
              setAnchor(null);
              setLocale(code);
            }}
          >
            {localeNames[code] ?? name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
