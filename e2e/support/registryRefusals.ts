/**
 * How many edits of the registry the shop at `shopUrl` refused for `reason` (shop_registry_refused_total on its
 * metrics listener). The shop reads an edit of its record when a request needs the registry, so one is made first.
 */
export async function refusedRegistryEdits(shopUrl: string, metricsUrl: string, reason: string): Promise<number> {
  await fetch(`${shopUrl}/registry.json`);
  const text = await (await fetch(metricsUrl)).text();
  const line = text.split('\n').find((l) => l.startsWith(`shop_registry_refused_total{reason="${reason}"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}
