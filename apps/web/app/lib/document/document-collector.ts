import { Writable } from 'node:stream';
import { withoutModulePreloads } from './drop-module-preloads';

/**
 * Where React writes a document that is sent whole (a shared page): its chunks are kept as they
 * come and handed over as one buffer when React ends the document, without the modulepreload
 * links of its head. A stream in between would only pass the same bytes along chunk by chunk.
 */
export function documentCollector(done: (page: Buffer) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    final(callback) {
      done(withoutModulePreloads(Buffer.concat(chunks)));
      callback();
    },
  });
}
