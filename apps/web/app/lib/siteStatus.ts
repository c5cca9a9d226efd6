import type { SiteStatus } from '@hotel/validators/responses';
import { useEffect, useState } from 'react';
import { api } from './api';
import { loadOnce } from './loadOnce';

/**
 * What the server says of itself (`GET /api/site`), asked at run time once per page load: a
 * prerendered page cannot know which payment provider the server runs with.
 */
export const loadSiteStatus = loadOnce(() => api('GET /api/site'));

/** The server's status once it has answered; null until then, or when it cannot be reached. */
export function useSiteStatus(): SiteStatus | null {
  const [status, setStatus] = useState<SiteStatus | null>(null);
  useEffect(() => {
    let current = true;
    loadSiteStatus()
      .then((answer) => {
        if (current) setStatus(answer);
      })
      .catch((error: unknown) => {
        console.warn('Could not read the site status:', (error as Error).message);
      });
    return () => {
      current = false;
    };
  }, []);
  return status;
}
