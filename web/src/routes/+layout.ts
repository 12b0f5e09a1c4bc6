// The guest token lives in the browser (localStorage), so pages render there; the server only
// delivers the app shell.
export const ssr = false;
export const prerender = false;
