# The store admin as a container image (README, "Production"): built from this repository, it
# holds only the production tree that scripts/runtime-tree.mjs makes (the built panel, the
# server's bundle and its production dependencies) and runs it as the unprivileged `node` user.
#   docker build -t store-admin .
#   docker run -p 3000:3000 -v store-data:/data store-admin     # the embedded database, in /data
#   docker compose up                                          # PostgreSQL, Redis, 2 instances
ARG NODE_VERSION=24
# Debian 13: its PostgreSQL client tools (17) back up and restore compose's PostgreSQL 17.
ARG DEBIAN=trixie

FROM node:${NODE_VERSION}-${DEBIAN}-slim AS build
WORKDIR /src
# The dependencies first, so a change of code does not reinstall them.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY patches patches
COPY scripts/postinstall.mjs scripts/
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/runtime-tree.mjs --out /runtime --install

FROM node:${NODE_VERSION}-${DEBIAN}-slim
# pg_dump, pg_restore and psql for `npm run backup` / `restore` on PostgreSQL (decision 0057).
RUN apt-get update \
    && apt-get install -y --no-install-recommends postgresql-client \
    && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /runtime /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# SIGTERM drains (/readyz answers 503 for SHUTDOWN_DRAIN_MS) before the server stops: give the
# platform's stop timeout more than SHUTDOWN_DRAIN_MS plus 15 s.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]
