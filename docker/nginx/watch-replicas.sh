#!/bin/sh
# The edge's upstream (docker/nginx/shop.conf includes the file this writes): each replica's current address, as
# `server <address>:<port>`. A replica that compose restarts comes back under another address, and nginx resolves a
# name in an upstream only when it loads its config (before nginx 1.27.3 and its `resolve` parameter); and it refuses a
# config naming a host that does not resolve, which a stopped replica does not. So the names are resolved here, every
# 2 s: a replica that resolves is written by its address, one that does not is left out, and nginx reloads when the
# list changed. A reload keeps the running workers' connections. Run at start from /docker-entrypoint.d/
# (docker/compose.yaml): it writes the first list before nginx starts, then stays in the background; with --once it
# only writes the list (e2e/support/nginx.ts).
set -eu
replicas="${EDGE_REPLICAS:-shell-1:8080 shell-2:8080}"
upstream="${EDGE_UPSTREAM_FILE:-/tmp/shop-replicas.conf}"
servers() {
  for replica in $replicas; do
    address=$(getent hosts "${replica%:*}" | head -n 1 | cut -d' ' -f1)
    case "$address" in
      "") ;;
      *:*) echo "server [$address]:${replica##*:} max_fails=1 fail_timeout=10s;" ;;
      *) echo "server $address:${replica##*:} max_fails=1 fail_timeout=10s;" ;;
    esac
  done
}
write() {
  printf '%s\n' "$1" >"$upstream.new"
  mv "$upstream.new" "$upstream"
}
# nginx refuses an upstream without a server: it starts once a replica resolves (compose starts the edge after both).
last=$(servers)
until [ -n "$last" ]; do
  echo "watch-replicas: none of ${replicas} resolves yet"
  sleep 1
  last=$(servers)
done
write "$last"
[ "${1:-}" = --once ] && exit 0
(
  while sleep 2; do
    now=$(servers)
    # With no replica at all, the last list stays: nginx passes over the addresses that fail.
    [ -z "$now" ] || [ "$now" = "$last" ] && continue
    write "$now"
    if nginx -t -q 2>/dev/null && nginx -s reload; then
      echo "watch-replicas: the replicas' addresses changed: nginx reloaded with $(echo "$now" | cut -d' ' -f2 | tr '\n' ' ')"
      last=$now
    fi
  done
) &
