/** The lead back-end's URL, inlined at build time; empty when none is configured. */
export function leadEndpoint(): string {
  return (process.env.NEXT_PUBLIC_LEAD_ENDPOINT ?? '').trim();
}
