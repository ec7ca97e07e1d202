import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { getConfig } from '../config';

/** Page title template '%s · ' + app name. */
export function formatDocumentTitle(title: string, appName = getConfig().appName): string {
  return title ? `${title} · ${appName}` : appName;
}

export function useDocumentTitle(titleKey: string | null): void {
  const translate = useTranslate();
  const title = titleKey ? translate(titleKey) : null;
  useEffect(() => {
    if (title !== null) document.title = formatDocumentTitle(title);
  }, [title]);
}
