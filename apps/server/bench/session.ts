/** A browser session over real HTTP: keeps cookies, echoes the XSRF cookie. */
export class Session {
  readonly cookies = new Map<string, string>();
  constructor(readonly base: string) {}
  async call(method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = {
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': this.cookies.get('XSRF-TOKEN') ?? '',
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await response.text();
    const json = text ? JSON.parse(text) : null;
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return json;
  }
}
