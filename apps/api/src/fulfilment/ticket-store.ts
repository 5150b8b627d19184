// Where ticket files live: behind this seam so a deployment can swap the folder for an object
// store. The default keeps them under DATA_DIR/tickets, readable by the server's user only; files
// are never served from the folder directly, only through the signed, owner-checked route.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/** A store of ticket files by key (`orders/<id>/<name>`). */
export interface TicketStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

/** Ticket files in a folder on this machine. */
export function folderTicketStore(folder: string): TicketStore {
  const root = resolve(folder);
  const pathOf = (key: string) => {
    const path = resolve(join(root, key));
    if (!SAFE_KEY.test(key) || key.includes('..') || !path.startsWith(root + sep)) {
      throw new Error('unsafe ticket file key');
    }
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      await writeFile(path, bytes, { mode: 0o600 });
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
