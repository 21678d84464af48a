#!/bin/sh
# Publishes a step image's builds to the build store its step server serves (docs/step-release.md, "Builds that
# stay"), so a new image adds its build beside the ones buyers may still run instead of taking their place. Each
# build folder of $STEP_BUILDS (<version>+<build id>) not yet in $BUILD_STORE is copied there under a hidden name and
# renamed into place, so the server never serves half a build; one already there is left as it is (a build folder
# never changes); nothing is ever removed here (`npm run release -- prune` does, by the release record). The step
# image runs it at start, from nginx's /docker-entrypoint.d/ (docker/remote.Dockerfile); its test runs it on temp
# folders (shared/build/publishBuilds.test.ts).
set -eu
from="${STEP_BUILDS:?STEP_BUILDS names the folder of the image's builds}"
store="${BUILD_STORE:?BUILD_STORE names the step's folder of the build store}"
mkdir -p "$store"
for build in "$from"/*; do
  name=$(basename "$build")
  [ -f "$build/mf-manifest.json" ] || continue
  if [ -e "$store/$name" ]; then
    # The same name with another manifest is another build: serving either under the other's name would be a lie.
    if ! cmp -s "$build/mf-manifest.json" "$store/$name/mf-manifest.json"; then
      echo "publish-builds: $store/$name holds another build of that name: build each image with its own BUILD_ID" >&2
      exit 1
    fi
    echo "publish-builds: $name is already in $store"
    continue
  fi
  partial="$store/.$name.publishing.$$"
  rm -rf "$partial"
  cp -R "$build" "$partial"
  # Its time is when it was published: prune keeps a build published in the last day that nothing names yet.
  touch "$partial" "$partial/mf-manifest.json"
  if mv "$partial" "$store/$name" 2>/dev/null && [ ! -e "$store/$name/.$name.publishing.$$" ]; then
    echo "publish-builds: published $name to $store"
  else
    # Another server of the same step published it meanwhile (mv put this copy inside its): its copy stays.
    rm -rf "$partial" "$store/$name/.$name.publishing.$$"
    echo "publish-builds: $name is already in $store"
  fi
done
