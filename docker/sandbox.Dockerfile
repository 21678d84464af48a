# syntax=docker/dockerfile:1
# The sandbox insurer platform (for QA environments; production points the shell at the real insurer API).
#   docker build -f docker/sandbox.Dockerfile -t greencard/sandbox .

# The install's inputs alone: the lock and every workspace's package.json, so the install layer below is rebuilt only
# when they change (docs/deployment.md).
# The base images are build arguments with the public images as defaults: an operator builds with those; the
# deployment test, which reaches no image registry, passes local ones made from Debian (docs/deployment.md).
# Node 22, not the shop's 24: better-sqlite3 12 (node::ObjectWrap) aborts the process on Node 24.19 and later when a
# statement is collected ("Assertion failed: (env) != nullptr" in RemoveEnvironmentCleanupHook, nodejs/node#65446);
# the sandbox's bundle targets node22 (sandbox/package.json).
ARG NODE_BASE=node:22-bookworm-slim
FROM ${NODE_BASE} AS manifests
WORKDIR /repo
COPY . .
RUN mkdir /manifests && find . -name node_modules -prune -o -name package.json -print -o -name package-lock.json -print \
  | tar -cf - -T - | tar -xf - -C /manifests

FROM ${NODE_BASE} AS build
WORKDIR /repo
COPY --from=manifests /manifests ./
# Every workspace, no install scripts: the same command on the same manifests in every Dockerfile, so the images
# share one install layer (docs/deployment.md, "The install layer").
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund --ignore-scripts
# The SQLite driver's native addon, built for this image's Node: the one install script the sandbox needs.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/* \
 && npm rebuild better-sqlite3
COPY lerna.json tsconfig.base.json ./
# The sandbox is an outside insurer: it builds from its own folder and none of the shop's packages.
COPY sandbox ./sandbox
RUN npm run build --workspace @greencard/sandbox \
 && mkdir -p /out/node_modules \
 && cp -r node_modules/better-sqlite3 node_modules/bindings node_modules/file-uri-to-path /out/node_modules/

FROM ${NODE_BASE}
ENV NODE_ENV=production SANDBOX_HOST=0.0.0.0 SANDBOX_PORT=8090 SANDBOX_DATA_DIR=/data
WORKDIR /app
COPY --from=build /out/node_modules ./node_modules
COPY --from=build /repo/sandbox/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8090
# Alive when it answers the insurer's cheapest call with the partner token it takes (SANDBOX_TOKEN, by default
# sandbox-token: sandbox/README.md).
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --start-interval=1s \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.SANDBOX_PORT}/serverTime`, { headers: { 'com-token': process.env.SANDBOX_TOKEN || 'sandbox-token' } }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/main.js"]
