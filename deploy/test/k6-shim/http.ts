/** k6/http, as far as deploy/k6/script.ts uses it (asyncRequest), on Node's fetch. */
export default {
  async asyncRequest(
    method: string,
    url: string,
    body: string,
    params: { headers?: Record<string, string> } = {},
  ) {
    const res = await fetch(url, { method, body, headers: params.headers ?? {} });
    return { status: res.status, body: await res.text() };
  },
};
