import { close, open } from 'node:fs';
import { LRUCache } from 'lru-cache';

interface Entry {
  fd: Promise<number>;
  /** Reads under way with this descriptor: it is closed only once none is left. */
  users: number;
  /** Evicted or forgotten: close when the last user is done. */
  retired: boolean;
}

/**
 * Descriptors of recently read files, kept open for a while: a player's seeks ask for many small
 * ranges of one recording, and opening and closing the file for each cost more than the read
 * (two extra trips through libuv's thread pool). A descriptor is shared by the reads that overlap
 * and closed only when the last of them is done, so a closed number is never read from again.
 *
 * A file replaced or deleted by this process is forgotten first (FolderStore does so); one
 * deleted by another process stays readable for at most `ttlMs`, as the size cache allows.
 */
export class OpenFiles {
  private readonly entries: LRUCache<string, Entry>;

  constructor(options: { max: number; ttlMs: number }) {
    this.entries = new LRUCache<string, Entry>({
      max: options.max,
      ttl: options.ttlMs,
      dispose: (entry) => this.retire(entry),
    });
  }

  /** Runs `read` with an open descriptor of `path`; fails as `open` does (ENOENT for no file). */
  async use<T>(path: string, read: (fd: number) => Promise<T>): Promise<T> {
    const entry = this.entries.get(path) ?? this.add(path);
    entry.users++;
    try {
      return await read(await entry.fd);
    } finally {
      entry.users--;
      if (entry.retired && entry.users === 0) closeWhenOpen(entry);
    }
  }

  /** Stops reusing the descriptor of `path` (before the file is replaced or deleted). */
  forget(path: string): void {
    this.entries.delete(path);
  }

  /** Closes every descriptor once its reads are done. */
  clear(): void {
    this.entries.clear();
  }

  private add(path: string): Entry {
    const entry: Entry = {
      fd: new Promise((resolve, reject) =>
        open(path, 'r', (error, fd) => (error ? reject(error) : resolve(fd))),
      ),
      users: 0,
      retired: false,
    };
    // A failed open is not kept: the next read tries again.
    entry.fd.catch(() => {
      if (this.entries.peek(path) === entry) this.entries.delete(path);
    });
    this.entries.set(path, entry);
    return entry;
  }

  private retire(entry: Entry): void {
    entry.retired = true;
    if (entry.users === 0) closeWhenOpen(entry);
  }
}

function closeWhenOpen(entry: Entry): void {
  entry.fd.then(
    (fd) => close(fd, () => {}),
    () => {},
  );
}
