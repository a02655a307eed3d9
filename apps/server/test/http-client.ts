/** fetch with a cookie jar: what a browser does with our session cookie, for tests. */
export interface HttpResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

interface RequestOptions {
  json?: unknown;
  body?: string | Uint8Array;
  headers?: Record<string, string>;
  /** Aborts the request: the client goes away. */
  signal?: AbortSignal;
}

export class HttpClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request<T = unknown>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<HttpResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const url = path.startsWith('http') ? path : `${this.baseUrl}${path}`;
    const res = await fetch(url, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: options.signal,
    });
    this.store(res.headers.getSetCookie());
    const text = await res.text();
    const isJson = res.headers.get('content-type')?.includes('application/json');
    return {
      status: res.status,
      body: (isJson && text ? JSON.parse(text) : text) as T,
      headers: res.headers,
    };
  }

  get<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }

  post<T = unknown>(path: string, json?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, json });
  }

  patch<T = unknown>(path: string, json?: unknown, options?: RequestOptions) {
    return this.request<T>('PATCH', path, { ...options, json });
  }

  delete<T = unknown>(path: string, json?: unknown, options?: RequestOptions) {
    return this.request<T>('DELETE', path, { ...options, json });
  }

  store(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const isExpired = attributes.some((a) => /^\s*max-age=(0|-)/i.test(a)) || value === '';
      if (isExpired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
