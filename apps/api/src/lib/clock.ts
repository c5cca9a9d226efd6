/** The current time as the ISO string stored in the database; tests move it with fake timers. */
export const nowIso = (): string => new Date().toISOString();

export const isoIn = (seconds: number): string =>
  new Date(Date.now() + seconds * 1000).toISOString();
