# syntax=docker/dockerfile:1
# The shell: its built page and assets, and its Node server (page, remote registry, /api proxy with COM-TOKEN).
#   docker build -f docker/shell.Dockerfile --build-arg STEP_ORIGINS=calculator=https://steps.example.com,... \
#     --build-arg BUILD_ID=<the step images' BUILD_ID> -t greencard/shell .

# The install's inputs alone: the lock and every workspace's package.json, so the install layer below is rebuilt only
# when they change (docs/deployment.md).
# The base images are build arguments with the public images as defaults: an operator builds with those; the
# deployment test, which reaches no image registry, passes local ones made from Debian (docs/deployment.md).
ARG NODE_BASE=node:24-bookworm-slim
FROM ${NODE_BASE} AS manifests
WORKDIR /repo
COPY . .
RUN mkdir /manifests && find . -name node_modules -prune -o -name package.json -print -o -name package-lock.json -print \
  | tar -cf - -T - | tar -xf - -C /manifests

# What each step declares, for the first registry below.
FROM manifests AS declarations
RUN mkdir /declarations && tar -cf - mf-*/step.json mf-*/routes.json mf-*/version.json | tar -xf - -C /declarations

FROM ${NODE_BASE} AS build
WORKDIR /repo
COPY --from=manifests /manifests ./
# Every workspace, no install scripts: the same command on the same manifests in every Dockerfile, so the images
# share one install layer (docs/deployment.md, "The install layer").
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund --ignore-scripts
# esbuild takes the server's JSX settings from the root tsconfig.json.
COPY lerna.json tsconfig.base.json tsconfig.json ./
COPY shared ./shared
COPY shell ./shell
RUN npm run build --workspace @greencard/shell
# The first registry (docs/deployment.md, "The first registry"): each step with its own routes.json and step.json, its
# build <version>+<BUILD_ID> on the origin STEP_ORIGINS gives it; compose passes both.
COPY --from=declarations /declarations ./
COPY docker/firstRegistry.js ./docker/
ARG STEP_ORIGINS
ARG BUILD_ID=compose
RUN node docker/firstRegistry.js > first-registry.json

FROM ${NODE_BASE}
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
WORKDIR /app
# The server is one bundled file; the page's assets sit beside it. No node_modules are needed at run time.
COPY --from=build /repo/shell/dist ./dist
COPY --from=build /repo/shell/dist-server ./dist-server
COPY --from=build /repo/first-registry.json ./
USER node
EXPOSE 8080
# INSURER_API_URL, COM_TOKEN, SESSION_SECRET, PUBLIC_ORIGIN, LOYALTY_LINK_KEY and REGISTRY_FILE come from the
# environment (see docker/compose.yaml and docs/shop-server.md), each secret also as NAME_FILE; with NODE_ENV=production
# the server refuses to start without INSURER_API_URL, COM_TOKEN, SESSION_SECRET and PUBLIC_ORIGIN, or with a key
# written in the repository. /healthz is liveness; a balancer's readiness probe asks /readyz, which does not look at
# the insurer (docs/shop-server.md, section 4).
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --start-interval=1s \
  CMD node -e "fetch('http://127.0.0.1:8080/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist-server/server.js"]
