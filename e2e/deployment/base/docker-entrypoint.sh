#!/bin/sh
# As the public nginx image's entrypoint: the scripts of /docker-entrypoint.d/ run, in order, before nginx starts.
set -e
if [ "$1" = "nginx" ]; then
  for script in /docker-entrypoint.d/*.sh; do
    [ -f "$script" ] || continue
    echo "$0: running $script"
    "$script"
  done
fi
exec "$@"
