# syntax=docker/dockerfile:1
# One image per step module, from this one Dockerfile:
#   docker build -f docker/remote.Dockerfile --build-arg STEP=calculator --build-arg BUILD_ID=$(git rev-parse --short HEAD) \
#     -t greencard/mf-calculator .
# The built files are static; nginx, unprivileged, serves the brotli or gzip copies the build wrote beside them, with
# CORS for the shell's origin and long caching for hashed chunks (docker/nginx/remote.conf, docs/deployment.md).
# Source maps stay in the build stage (dist-sourcemaps/), out of the image.

# The install's inputs alone: the lock and every workspace's package.json, so the install layer below is rebuilt only
# when they change (docs/deployment.md).
# The base images are build arguments with the public images as defaults: an operator builds with those; the
# deployment test, which reaches no image registry, passes local ones made from Debian (docs/deployment.md).
ARG NODE_BASE=node:24-bookworm-slim
ARG NGINX_BASE=nginxinc/nginx-unprivileged:1.30.1-alpine
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
# The step is declared after the install, which is the same for every step; only this step's sources and the shared
# packages are copied: a step builds without the rest of the repository.
ARG STEP
# The build's identity (a commit hash or a CI build number): each image's files live under <version>+<BUILD_ID>/.
# Declared after the install: a RUN after an ARG is rebuilt whenever the ARG's value changes.
ARG BUILD_ID
RUN test -n "$BUILD_ID" || (echo 'Pass --build-arg BUILD_ID=<commit or build number>' && exit 1)
COPY lerna.json tsconfig.base.json ./
COPY shared ./shared
COPY mf-${STEP} ./mf-${STEP}
RUN BUILD_ID=${BUILD_ID} npm run build --workspace @greencard/mf-${STEP} \
 && ls mf-${STEP}/dist > /repo/build-folder

# nginx as its own unprivileged user, listening on 8080, with its pid and temporary files under /tmp.
FROM ${NGINX_BASE}
ARG STEP
COPY docker/nginx/remote.conf /etc/nginx/conf.d/default.conf
# The server serves the build store, the step's folder of the step-builds volume (/builds/<step>), not the image:
# at start the image publishes its build there beside the builds buyers may still run, and removes none
# (docs/step-release.md, "Builds that stay").
COPY --from=build /repo/mf-${STEP}/dist /opt/greencard/builds
COPY --chmod=0755 docker/publish-builds.sh /docker-entrypoint.d/05-publish-builds.sh
ENV STEP_BUILDS=/opt/greencard/builds BUILD_STORE=/builds/${STEP}
# A new volume takes /builds from the first image mounting it; owned by nginx's user, a server running as that user
# can publish to it too. The unprivileged image runs as that user, so the change is made as root and handed back.
USER root
RUN rm -rf /usr/share/nginx/html && mkdir -p /builds/${STEP} && chown -R nginx:nginx /builds \
 && ln -s /builds/${STEP} /usr/share/nginx/html
USER nginx
COPY --from=build /repo/build-folder /etc/greencard-build-folder
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --start-interval=1s \
  CMD wget -qO- "http://127.0.0.1:8080/$(cat /etc/greencard-build-folder)/mf-manifest.json" >/dev/null || exit 1
