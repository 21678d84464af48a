# syntax=docker/dockerfile:1
# The shell: its built page and assets, and its Node server (page, remote registry, /api proxy with COM-TOKEN).
#   docker build -f docker/shell.Dockerfile -t greencard/shell .

# The install's inputs alone: the lock and every workspace's package.json, so the install layer below is rebuilt only
# when they change (docs/deployment.md).
FROM node:24-bookworm-slim AS manifests
WORKDIR /repo
COPY . .
RUN mkdir /manifests && find . -name node_modules -prune -o -name package.json -print -o -name package-lock.json -print \
  | tar -cf - -T - | tar -xf - -C /manifests

FROM node:24-bookworm-slim AS build
WORKDIR /repo
COPY --from=manifests /manifests ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund --workspace @greencard/shell --include-workspace-root --ignore-scripts
COPY lerna.json tsconfig.base.json ./
COPY shared ./shared
COPY shell ./shell
RUN npm run build --workspace @greencard/shell

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
WORKDIR /app
# The server is one bundled file; the page's assets sit beside it. No node_modules are needed at run time.
COPY --from=build /repo/shell/dist ./dist
COPY --from=build /repo/shell/dist-server ./dist-server
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
