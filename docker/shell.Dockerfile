# The shell: its built page and assets, and its Node server (page, remote registry, /api proxy with COM-TOKEN).
#   docker build -f docker/shell.Dockerfile -t greencard/shell .
FROM node:24-bookworm-slim AS build
WORKDIR /repo
COPY package.json package-lock.json lerna.json tsconfig.base.json ./
COPY shared ./shared
COPY shell ./shell
# npm install, not npm ci: npm 11 leaves other platforms' optional builds out of the lock and then refuses npm ci
# (see .ci/run); install follows the lock for everything it lists.
RUN npm install --no-audit --no-fund --workspace @greencard/shell --include-workspace-root --ignore-scripts \
 && npm run build --workspace @greencard/shell

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
WORKDIR /app
# The server is one bundled file; the page's assets sit beside it. No node_modules are needed at run time.
COPY --from=build /repo/shell/dist ./dist
COPY --from=build /repo/shell/dist-server ./dist-server
USER node
EXPOSE 8080
# INSURER_API_URL, COM_TOKEN, SESSION_SECRET, PUBLIC_ORIGIN, LOYALTY_LINK_KEY and REMOTES_FILE come from the
# environment (see docker/compose.yaml and docs/shop-server.md); with NODE_ENV=production the server refuses to start
# without SESSION_SECRET and PUBLIC_ORIGIN, or with a key written in the repository. /healthz is liveness; a
# balancer's readiness probe asks /readyz, which also checks the insurer.
HEALTHCHECK CMD node -e "fetch('http://127.0.0.1:8080/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist-server/server.js"]
