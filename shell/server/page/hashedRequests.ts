// The shell's entry has a stable name, main.js (a federated entry's name cannot carry a content hash), and its page
// asks for it with the build's hash in the query string: that request names one build, as a hashed name does.
const HASHED_REQUEST = /\s(?:src|href)=["']?(\/[^"'\s>?#]+\?[0-9a-f]{16,})["'\s>]/g;

/** The same-origin requests, path and query, the page template makes with the build's hash. */
export function hashedRequests(template: string): string[] {
  return [...template.matchAll(HASHED_REQUEST)].map(([, request]) => request as string);
}
