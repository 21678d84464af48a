// Prometheus scrapes every shop replica on the compose network and loads the alert rules.
import { expect, test } from '@playwright/test';

const PROMETHEUS = 'http://127.0.0.1:9090';

test('Prometheus scrapes every replica and loads the alert rules', async () => {
  await expect
    .poll(
      async () => {
        const { data } = (await (await fetch(`${PROMETHEUS}/api/v1/targets`)).json()) as {
          data: { activeTargets: { labels: { instance: string }; health: string }[] };
        };
        return data.activeTargets.map(({ labels, health }) => `${labels.instance} ${health}`).sort();
      },
      { timeout: 60_000, intervals: [2000] },
    )
    .toEqual(['shell-1:9464 up', 'shell-2:9464 up']);
  const { data } = (await (await fetch(`${PROMETHEUS}/api/v1/rules`)).json()) as {
    data: { groups: { rules: unknown[] }[] };
  };
  expect(data.groups.flatMap(({ rules }) => rules).length).toBeGreaterThan(0);
});
