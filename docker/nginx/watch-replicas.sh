#!/bin/sh
# The edge's nginx (docker/nginx/shop.conf) resolves the replicas' names in its upstream block when it starts and when
# it reloads, never in between (before nginx 1.27.3 and its `resolve` parameter). A replica that compose restarts comes
# back under another address: every request would then go to the old one. This watches the names every 5 s and
# reloads nginx when their addresses changed, so the edge finds a restarted replica again; a reload keeps the running
# workers' connections. Run at start from /docker-entrypoint.d/ (docker/compose.yaml); it stays in the background.
set -eu
names="${EDGE_REPLICAS:-shell-1 shell-2}"
addresses() {
  for name in $names; do getent hosts "$name" | cut -d' ' -f1; done | sort | tr '\n' ' '
}
(
  last=$(addresses)
  while sleep 5; do
    now=$(addresses)
    [ "$now" = "$last" ] && continue
    # A replica that is down has no address: nginx refuses a config whose upstream names none (its test says so; a
    # reload would keep the old config), so the reload waits until the name resolves again.
    if nginx -t -q 2>/dev/null && nginx -s reload; then
      echo "watch-replicas: the replicas' addresses changed (${last}-> ${now}): nginx reloaded"
      last=$now
    fi
  done
) &
