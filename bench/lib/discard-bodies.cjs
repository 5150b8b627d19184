// autocannon appends every answer's body to a JavaScript string (`body += chunk`), for checks
// none of the benchmarks asks for. On a compressed page that decodes binary bytes as UTF-8, and
// the cost grows faster than the body: a 17 KB brotli event page took the generator about 110 µs
// per answer against 47 µs for the 12 KB home page, more than the server spent on either. On a
// machine the generator shares with the server, the bench then measured the generator.
//
// CommonJS with the function as the module: autocannon's worker threads load `setupClient` from a
// path with require() (discard-bodies.ts hands the same function to the in-thread runs).
const ignore = () => {};
let warned = false;

/** Stops a connection's client keeping answer bodies: only their bytes are counted. */
module.exports = function discardBodies(client) {
  const queue = client.pipelinedRequests;
  if (queue && typeof queue.addBody === 'function') {
    queue.addBody = ignore;
    return;
  }
  // A later autocannon may keep bodies elsewhere: the figures stay right, only slower to make.
  if (!warned) {
    warned = true;
    console.warn('discardBodies: this autocannon keeps bodies elsewhere; they are decoded again');
  }
};
