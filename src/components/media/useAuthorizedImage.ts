import { useEffect, useState } from 'react';
import { requestHeaders } from '../../providers/requestHeaders';

/**
 * An image the API shows only to signed-in users (profile photos: server/media/mediaRoutes.ts).
 * A plain <img src> cannot carry the bearer token, and the token must not travel in a query
 * string (logs) or a cookie the server trusts; so the bytes are fetched with the Authorization
 * header and shown from an object URL, revoked when the image changes or the component goes.
 * Undefined while loading, without a url, or when the image cannot be had: callers show their
 * stand-in (an Avatar's initial) then, and no error dialog — a missing photo is not worth one.
 */
export function useAuthorizedImage(url: string | null | undefined): string | undefined {
  // Kept with the url it was made for, so a changed url shows the stand-in, never the old image.
  const [loaded, setLoaded] = useState<{ url: string; objectUrl: string } | null>(null);

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    fetch(url, { headers: requestHeaders({ Accept: 'image/*' }), signal: controller.signal })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob || controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ url, objectUrl });
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (!objectUrl) return;
      URL.revokeObjectURL(objectUrl);
      // Forgotten too: were the same url asked for again, the revoked one would show until it loads.
      setLoaded(null);
    };
  }, [url]);

  return url && loaded?.url === url ? loaded.objectUrl : undefined;
}
