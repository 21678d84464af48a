# The sandbox insurer platform (for QA environments; production points the shell at the real insurer API).
#   docker build -f docker/sandbox.Dockerfile -t greencard/sandbox .
FROM node:24-bookworm-slim AS build
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /repo
COPY package.json package-lock.json lerna.json tsconfig.base.json ./
# The sandbox is an outside insurer: it builds from its own folder and none of the shop's packages.
COPY sandbox ./sandbox
# npm install, not npm ci: npm 11 leaves other platforms' optional builds out of the lock and then refuses npm ci
# (see .ci/run); install follows the lock for everything it lists.
RUN npm install --no-audit --no-fund --workspace @greencard/sandbox --include-workspace-root \
 && npm run build --workspace @greencard/sandbox \
 && mkdir -p /out/node_modules \
 && cp -r node_modules/better-sqlite3 node_modules/bindings node_modules/file-uri-to-path /out/node_modules/

FROM node:24-bookworm-slim
ENV NODE_ENV=production SANDBOX_HOST=0.0.0.0 SANDBOX_PORT=8090 SANDBOX_DATA_DIR=/data
WORKDIR /app
COPY --from=build /out/node_modules ./node_modules
COPY --from=build /repo/sandbox/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8090
CMD ["node", "dist/main.js"]
