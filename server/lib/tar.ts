/**
 * The part of POSIX ustar a backup file needs: files and folders with names of at most 100 bytes, written
 * as a stream, read back one entry at a time. Anything else met when reading (links, devices, extended or
 * GNU headers) is refused: the reader only ever reads what the writer wrote.
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

/** The archive is not one this reader takes, or it ends early. */
export class TarFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TarFormatError';
  }
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

type Chunk = Buffer<ArrayBuffer>;

function parseHeader(block: Chunk): TarEntry {
  const field = (start: number, length: number) =>
    block
      .subarray(start, start + length)
      .toString('utf8')
      .replace(/\0.*$/s, '');
  const withBlankSum = Buffer.from(block);
  withBlankSum.write(' '.repeat(8), 148);
  if (field(257, 6) !== 'ustar' || parseInt(field(148, 8).trim(), 8) !== checksum(withBlankSum))
    throw new TarFormatError('not a tar header');
  const type =
    field(156, 1) === TYPE_FLAGS.file ? 'file' : field(156, 1) === TYPE_FLAGS.directory ? 'directory' : null;
  const bytes = parseInt(field(124, 12).trim(), 8);
  if (!type || !Number.isSafeInteger(bytes) || field(345, 155) !== '')
    throw new TarFormatError(`an entry of a kind this reader does not take (${field(0, 100)})`);
  return { name: field(0, 100), type, bytes };
}

/** Reads an archive from a stream of chunks, an entry at a time. */
export class TarReader {
  #held: Chunk = Buffer.alloc(0);
  readonly #source: AsyncIterator<Chunk>;
  /** What is left of the current entry's body, and of the padding after it: next() skips both. */
  #bodyLeft = 0;
  #paddingLeft = 0;

  constructor(source: AsyncIterable<Chunk>) {
    this.#source = source[Symbol.asyncIterator]();
  }

  /** The next entry, or null at the end of the archive. */
  async next(): Promise<TarEntry | null> {
    await this.#skip(this.#bodyLeft + this.#paddingLeft);
    const block = Buffer.concat(await this.#read(BLOCK));
    if (block.length < BLOCK) throw new TarFormatError('the archive is cut short');
    if (block.every((byte) => byte === 0)) return null;
    const entry = parseHeader(block);
    this.#bodyLeft = entry.bytes;
    this.#paddingLeft = padding(entry.bytes);
    return entry;
  }

  /** The current entry's body, as it arrives. */
  async *body(): AsyncGenerator<Chunk> {
    while (this.#bodyLeft > 0) {
      const chunks = await this.#read(Math.min(this.#bodyLeft, 1 << 20));
      const got = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
      if (got === 0) throw new TarFormatError('the archive is cut short');
      this.#bodyLeft -= got;
      yield* chunks;
    }
  }

  /** Reads to the end of the stream (so a compressed one checks its trailer), refusing anything but zeros. */
  async end(): Promise<void> {
    for (let chunk = this.#held; ;) {
      if (!chunk.every((byte) => byte === 0)) throw new TarFormatError('data after the end of the archive');
      const next = await this.#source.next();
      if (next.done) return;
      chunk = next.value;
    }
  }

  /** Stops reading (the stream is closed) before its end. */
  async close(): Promise<void> {
    await this.#source.return?.();
  }

  async #skip(bytes: number) {
    for (let left = bytes; left > 0;) {
      const got = (await this.#read(Math.min(left, 1 << 20))).reduce((sum, chunk) => sum + chunk.length, 0);
      if (got === 0) throw new TarFormatError('the archive is cut short');
      left -= got;
    }
    this.#bodyLeft = 0;
    this.#paddingLeft = 0;
  }

  /** The next `bytes` bytes as chunks (fewer only at the end of the stream). */
  async #read(bytes: number): Promise<Chunk[]> {
    const chunks: Chunk[] = [];
    for (let wanted = bytes; wanted > 0;) {
      if (this.#held.length === 0) {
        const next = await this.#source.next();
        if (next.done) break;
        this.#held = next.value;
      }
      const taken = this.#held.subarray(0, wanted);
      this.#held = this.#held.subarray(taken.length);
      chunks.push(taken);
      wanted -= taken.length;
    }
    return chunks;
  }
}
