import { describe, expect, it } from 'vitest';
import {
  chunkFailedMessage,
  chunkName,
  claimAutomaticReload,
  isChunkLoadError,
} from './chunkErrors';

const chunkError = (name: string) => {
  const error = new Error('Loading chunk 42 failed.');
  error.name = name;
  return error;
};

describe('isChunkLoadError', () => {
  it.each([
    [
      'Chromium',
      new TypeError(
        'Failed to fetch dynamically imported module: https://hotels.example.com/assets/hotel-B1x2Y3z4.js',
      ),
    ],
    [
      'Firefox',
      new TypeError(
        'error loading dynamically imported module: https://hotels.example.com/assets/room-Dq_9-aZ1.js',
      ),
    ],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['Vite preload', new Error('Unable to preload CSS for /assets/landing-Cc3dE4fG.css')],
    ['webpack', chunkError('ChunkLoadError')],
  ])('recognises a failed chunk as %s words it', (_browser, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    new Error('Cannot read properties of undefined (reading "name")'),
    new TypeError('Failed to fetch'),
    'Failed to fetch dynamically imported module',
    null,
    { message: 'Importing a module script failed.' },
  ])('does not take other errors for a failed chunk (%s)', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('chunkName', () => {
  it('names the module file without its content hash', () => {
    const error = new TypeError(
      'Failed to fetch dynamically imported module: https://hotels.example.com/assets/hotel-B1x2Y3z4.js',
    );
    expect(chunkName(error, 'page')).toBe('hotel');
    expect(chunkFailedMessage(chunkName(error, 'page'))).toBe('Loading chunk hotel failed');
  });

  it('keeps a name that carries no hash, as in development', () => {
    const error = new TypeError(
      'Failed to fetch dynamically imported module: http://127.0.0.1:5101/app/routes/paymentForm.tsx?import',
    );
    expect(chunkName(error, 'page')).toBe('paymentForm');
  });

  it('takes the id of a webpack-style ChunkLoadError', () => {
    expect(chunkName(chunkError('ChunkLoadError'), 'page')).toBe('42');
  });

  it('falls back to the given name when the browser names no file', () => {
    expect(chunkName(new TypeError('Importing a module script failed.'), 'room')).toBe('room');
  });
});

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

describe('claimAutomaticReload', () => {
  it('allows one automatic reload per chunk, then never again in the tab', () => {
    const storage = memoryStorage();
    expect(claimAutomaticReload(storage, 'hotel')).toBe(true);
    expect(claimAutomaticReload(storage, 'hotel')).toBe(false);
    expect(claimAutomaticReload(storage, 'hotel')).toBe(false);
    expect(claimAutomaticReload(storage, 'room')).toBe(true);
  });

  it('never reloads when there is no storage to remember the attempt in', () => {
    expect(claimAutomaticReload(undefined, 'hotel')).toBe(false);
    const refusing = memoryStorage();
    refusing.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    expect(claimAutomaticReload(refusing, 'hotel')).toBe(false);
  });
});
