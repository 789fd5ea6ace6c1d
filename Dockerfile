# The Khelo API image (docs/deployment.md): one process per container, as `npm start` runs it. Not built on
# the development machine (no Docker engine there); deploy/compose.yaml runs three of it behind HAProxy.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/games/package.json packages/games/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
# Both builds here: the running container never compiles (ADR 028), and its /app is not writable for it.
RUN npm run build

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 TRUST_PROXY=10.0.0.0/8,172.16.0.0/12,192.168.0.0/16 \
    SHUTDOWN_DELAY_MS=2000 SHUTDOWN_DRAIN_MS=10000
WORKDIR /app
# Owned by the user that runs it: PGlite's data directory (DATA_DIR, default /app/data) is written there.
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=2s CMD node -e "fetch('http://127.0.0.1:8080/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node itself (not npm) is PID 1: scripts/start.mjs becomes the server (process.execve, ADR 040), so SIGTERM
# from `docker stop` reaches the server, which drains (src/lifecycle.ts).
CMD ["node", "scripts/start.mjs"]
