import type { FastifyInstance, FastifyRequest } from 'fastify';

// The legacy client posts most calls as multipart form data, some urlencoded, some JSON.
// Multipart text fields are read through the WHATWG parser Node ships; file parts are ignored
// (no call takes a file yet).
/** Lets every API route read form bodies (multipart, urlencoded via formbody, JSON) as objects. */
export function acceptFormBodies(app: FastifyInstance): void {
  // A form POST with no fields arrives without a body; validate it as an empty form so errors
  // name the missing field rather than the body.
  app.addHook('preValidation', (request, _reply, done) => {
    request.body ??= {};
    done();
  });
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer' },
    async (request: FastifyRequest, body: Buffer) => {
      const contentType = request.headers['content-type'] ?? '';
      try {
        const form = await new Request('http://form.invalid/', {
          method: 'POST',
          headers: { 'content-type': contentType },
          body: new Uint8Array(body),
        }).formData();
        const fields: Record<string, string> = {};
        for (const [name, value] of form.entries()) {
          if (typeof value === 'string') fields[name] = value;
        }
        return fields;
      } catch {
        throw Object.assign(new Error('The multipart form data could not be read.'), {
          statusCode: 400,
        });
      }
    },
  );
}
