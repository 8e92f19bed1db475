# syntax=docker/dockerfile:1
# Review Reply team server: `review-reply serve` in a container. See deploy/compose.yaml.
ARG NODE_VERSION=22

# ── 1. Production dependencies, with better-sqlite3 compiled here for this image's libc and CPU.
FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
ENV ELECTRON_SKIP_BINARY_DOWNLOAD=1 npm_config_build_from_source=true
# No sources here for `prepare` (the CLI build, stage 2): skip scripts, then compile better-sqlite3.
RUN npm ci --omit=dev --ignore-scripts \
 && npm rebuild better-sqlite3 \
 && node -e "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()"

# ── 2. Build: the browser UI (out/renderer) and the bundled CLI (out/cli).
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
ENV ELECTRON_SKIP_BINARY_DOWNLOAD=1
RUN npm ci --ignore-scripts
COPY . .
RUN npm run build \
 && node bin/review-reply.mjs --version

# ── 3. Runtime: no compilers, no sources, not root.
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production REVIEW_REPLY_DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/out/cli ./out/cli
COPY --from=build /app/out/renderer ./out/renderer
COPY package.json ./
COPY bin ./bin
COPY scripts/healthcheck.mjs ./scripts/healthcheck.mjs
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
VOLUME ["/data"]
EXPOSE 4848
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "/app/scripts/healthcheck.mjs"]
ENTRYPOINT ["node", "/app/bin/review-reply.mjs"]
# Plain HTTP, answering only as http://localhost:4848: publish it on the host's loopback, or
# override with TLS or a reverse proxy (see deploy/compose.yaml).
CMD ["serve", "--host", "0.0.0.0", "--ui-port", "4848", "--public-url", "http://localhost:4848"]
