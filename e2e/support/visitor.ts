import { Agent, request } from 'node:http';

// A visitor as the server sees a browser: documents, then the scripts, styles and images the
// document references, and the API calls its scripts make, each with the Sec-Fetch headers a
// browser sends. No browser is needed to show how the server answers them.

/** One answer the visitor got. */
export interface Answer {
  path: string;
  status: number;
  /** What asked: the document, a subresource (script, style, image) or the page's script. */
  dest: string;
}

// What a browser's first page view asks of the API from its scripts: the location flow of a visitor
// without cookies (IP country, then that country's currency).
const IN_PAGE_API_CALLS = ['/api/getLocation', '/api/getCurrencyData?countryCode=gb'];
// Browsers open up to six connections per host over HTTP/1.1.
const BROWSER_CONNECTIONS = 6;
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';

const DEST_HEADERS: Record<string, Record<string, string>> = {
  document: {
    accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
    'sec-fetch-dest': 'document',
    'sec-fetch-mode': 'navigate',
    'sec-fetch-site': 'same-origin',
  },
  script: { accept: '*/*', 'sec-fetch-dest': 'script', 'sec-fetch-mode': 'cors' },
  style: { accept: 'text/css,*/*;q=0.1', 'sec-fetch-dest': 'style', 'sec-fetch-mode': 'no-cors' },
  image: { accept: 'image/*,*/*;q=0.8', 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors' },
  empty: { accept: 'application/json', 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' },
};

const destOf = (path: string) =>
  path.endsWith('.css') ? 'style' : path.startsWith('/api/img/') ? 'image' : 'script';

/** Decodes the HTML attribute escapes React writes into src and href values. */
const unescapeAttribute = (value: string) => value.replaceAll('&amp;', '&');

/** The built files and generated images a document references (scripts, styles, images). */
export function subresourcesOf(html: string): string[] {
  const found = html.match(/\/(assets\/[\w./-]+\.(js|css)|api\/img\/[^"'\s)]+)/g) ?? [];
  return [...new Set(found.map(unescapeAttribute))];
}

/** Same-site page links of a document, without fragments, API calls or built files. */
export function pageLinksOf(html: string): string[] {
  const links = [...html.matchAll(/<a\b[^>]*\shref="(\/[^"#]*)/g)].map((match) =>
    unescapeAttribute(match[1]!),
  );
  return [...new Set(links.filter((link) => !/^\/(api|assets)\//.test(link)))];
}

/** A browser-like client of one server: its own connections and its own cache of fetched files. */
export class Visitor {
  readonly answers: Answer[] = [];
  readonly #baseUrl: string;
  readonly #agent = new Agent({ keepAlive: true, maxSockets: BROWSER_CONNECTIONS });
  // Scripts, styles and images are cacheable: a browser asks for each once in a visit.
  readonly #fetched = new Set<string>();
  #madeApiCalls = false;

  constructor(baseUrl: string) {
    this.#baseUrl = baseUrl;
  }

  /** Opens a page as a browser does: the document, what it references, its scripts' API calls. */
  async open(path: string): Promise<string> {
    const html = await this.#get(path, 'document');
    const files = subresourcesOf(html).filter((file) => !this.#fetched.has(file));
    for (const file of files) this.#fetched.add(file);
    const calls = this.#madeApiCalls ? [] : IN_PAGE_API_CALLS;
    this.#madeApiCalls = true;
    const requests = [
      ...files.map((file) => () => this.#get(file, destOf(file))),
      ...calls.map((call) => () => this.#get(call, 'empty')),
    ];
    // As a browser: several at once, on its handful of connections.
    const workers = Array.from({ length: BROWSER_CONNECTIONS }, async () => {
      for (let next = requests.shift(); next; next = requests.shift()) await next();
    });
    await Promise.all(workers);
    return html;
  }

  /** Answers of 500 and above (refusals included) the visitor got so far. */
  failures(): Answer[] {
    return this.answers.filter((answer) => answer.status >= 500);
  }

  close(): void {
    this.#agent.destroy();
  }

  #get(path: string, dest: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const headers = { ...DEST_HEADERS[dest], 'user-agent': USER_AGENT };
      const outgoing = request(this.#baseUrl + path, { agent: this.#agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          this.answers.push({ path, status: res.statusCode ?? 0, dest });
          resolve(Buffer.concat(chunks).toString('utf8'));
        });
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
  }
}
