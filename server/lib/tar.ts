/**
 * The part of POSIX ustar a backup file needs: files and folders with names of at most 100 bytes, written
 * as a stream.
 */

const BLOCK = 512;
/** A ustar size field holds 11 octal digits. */
const MAX_ENTRY_BYTES = 8 ** 11 - 1;

export interface TarEntry {
  /** A folder's name ends with a slash. */
  name: string;
  type: 'file' | 'directory';
  bytes: number;
}

export interface TarInput extends TarEntry {
  body: Iterable<Uint8Array> | AsyncIterable<Uint8Array>;
}

const padding = (bytes: number) => (BLOCK - (bytes % BLOCK)) % BLOCK;
const octal = (value: number, width: number) => value.toString(8).padStart(width - 1, '0') + '\0';
const checksum = (header: Uint8Array) => header.reduce((sum, byte) => sum + byte, 0);
const TYPE_FLAGS = { file: '0', directory: '5' } as const;

function header(entry: TarEntry, mtime: Date): Buffer {
  if (Buffer.byteLength(entry.name) > 100) throw new Error(`${entry.name}: a name longer than 100 bytes`);
  if (entry.bytes > MAX_ENTRY_BYTES) throw new Error(`${entry.name}: larger than a tar entry holds`);
  const block = Buffer.alloc(BLOCK);
  block.write(entry.name, 0, 100, 'utf8');
  block.write(octal(entry.type === 'directory' ? 0o700 : 0o600, 8), 100);
  block.write(octal(0, 8), 108); // uid
  block.write(octal(0, 8), 116); // gid
  block.write(octal(entry.bytes, 12), 124);
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  block.write(' '.repeat(8), 148); // the checksum is summed with its own field as spaces
  block.write(TYPE_FLAGS[entry.type], 156);
  block.write('ustar\0' + '00', 257);
  block.write(octal(checksum(block), 7) + ' ', 148);
  return block;
}

/** The archive of `entries`, in order; an entry whose body is not `bytes` long fails it. */
export async function* tarStream(
  entries: Iterable<TarInput> | AsyncIterable<TarInput>,
  mtime: Date,
): AsyncGenerator<Uint8Array> {
  for await (const entry of entries) {
    yield header(entry, mtime);
    let written = 0;
    for await (const chunk of entry.body) {
      written += chunk.length;
      if (written > entry.bytes) break;
      yield chunk;
    }
    if (written !== entry.bytes)
      throw new Error(`${entry.name} was ${written} bytes where ${entry.bytes} were announced`);
    yield Buffer.alloc(padding(entry.bytes));
  }
  yield Buffer.alloc(2 * BLOCK); // the end of the archive
}
