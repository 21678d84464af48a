# One image per step module, from this one Dockerfile:
#   docker build -f docker/remote.Dockerfile --build-arg STEP=calculator --build-arg BUILD_ID=$(git rev-parse --short HEAD) \
#     -t greencard/mf-calculator .
# The built files are static; nginx serves the gzip copies the build wrote beside them (gzip_static), with CORS for
# the shell's origin and long caching for hashed chunks (remoteEntry.js and mf-manifest.json are revalidated, so a
# release is visible at once). Source maps stay in the build stage (dist-sourcemaps/), out of the image.
FROM node:24-bookworm-slim AS build
ARG STEP
# The build's identity (a commit hash or a CI build number): each image's files live under <version>+<BUILD_ID>/.
ARG BUILD_ID
WORKDIR /repo
COPY package.json package-lock.json lerna.json tsconfig.base.json ./
COPY shared ./shared
COPY mf-${STEP} ./mf-${STEP}
# Only this step's workspace and the shared packages: a step builds without the rest of the repository.
# npm install, not npm ci: npm 11 leaves other platforms' optional builds out of the lock and then refuses npm ci
# (see .ci/run); install follows the lock for everything it lists.
RUN test -n "$BUILD_ID" || (echo 'Pass --build-arg BUILD_ID=<commit or build number>' && exit 1)
RUN npm install --no-audit --no-fund --workspace @greencard/mf-${STEP} --include-workspace-root --ignore-scripts \
 && BUILD_ID=${BUILD_ID} npm run build --workspace @greencard/mf-${STEP} \
 && ls mf-${STEP}/dist > /repo/build-folder

FROM nginx:1.27-alpine
ARG STEP
COPY docker/nginx/remote.conf /etc/nginx/conf.d/default.conf
# The server serves the build store, the step's folder of the step-builds volume (/builds/<step>), not the image:
# at start the image publishes its build there beside the builds buyers may still run, and removes none
# (docs/step-release.md, "Builds that stay").
COPY --from=build /repo/mf-${STEP}/dist /opt/greencard/builds
COPY --chmod=0755 docker/publish-builds.sh /docker-entrypoint.d/05-publish-builds.sh
ENV STEP_BUILDS=/opt/greencard/builds BUILD_STORE=/builds/${STEP}
# A new volume takes /builds from the first image mounting it; owned by nginx's user, a server running as that user
# can publish to it too.
RUN rm -rf /usr/share/nginx/html && mkdir -p /builds/${STEP} && chown -R nginx:nginx /builds \
 && ln -s /builds/${STEP} /usr/share/nginx/html
COPY --from=build /repo/build-folder /etc/greencard-build-folder
EXPOSE 8080
HEALTHCHECK CMD wget -qO- "http://127.0.0.1:8080/$(cat /etc/greencard-build-folder)/mf-manifest.json" >/dev/null || exit 1
