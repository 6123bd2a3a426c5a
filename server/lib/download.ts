/**
 * A file a service produces piece by piece (an export): the REST wrapper sends it as an attachment,
 * writing each piece as it comes and waiting while the client is slow to read, so memory stays flat
 * however long the file is. A service checks its input before returning one, so a bad request still
 * gets its 4xx before the first byte.
 */
export class FileDownload {
  constructor(
    readonly filename: string,
    readonly contentType: string,
    readonly body: AsyncIterable<string | Uint8Array>,
    /**
     * inline: shown in place rather than saved (Content-Disposition inline); headers: more response headers
     * (an untrusted page's Content-Security-Policy).
     */
    readonly options: { inline?: boolean; headers?: Readonly<Record<string, string>> } = {},
  ) {}
}
