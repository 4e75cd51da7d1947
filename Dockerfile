# Gatling: one image for the API (the default command) and for workers (`npm run worker`).
#   docker build -t gatling .
#   docker run -p 3000:3000 -v gatling-data:/app/data \
#     -e AUTH_SECRET=… -e TOKEN_ENCRYPTION_KEY=… -e PUBLIC_URL=… -e SMTP_URL=… \
#     -e BILLING=off gatling                 # one process, embedded PGlite; or the STRIPE_* keys
# Production refuses to start without those secrets and without Stripe or BILLING=off.
# For several API and worker processes on PostgreSQL, see compose.yaml and README "Running for many users".

# --- build: every dependency, then the web app -------------------------------------------------
FROM node:24-bookworm-slim AS build
WORKDIR /app
# Manifests first, so the install layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime: the API and workers run the bundles `npm run build` made (apps/server/dist) --------
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
# Without the browser test tooling; the server and the build output stay.
RUN npm prune --omit=dev --no-audit --no-fund \
  && mkdir -p /app/data && chown -R node:node /app/data
USER node
# The embedded PGlite database and generated secrets live here when DATABASE_URL is unset.
VOLUME ["/app/data"]
EXPOSE 3000
# Liveness: the process answers (load balancers use /readyz, which also asks the database).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node directly (not npm) so SIGTERM reaches the server: it drains, stops its worker and releases
# what it claimed (README "Running for many users"). Workers: `npm run worker`'s command below.
#   docker run gatling node apps/server/dist/worker-main.mjs
CMD ["node", "apps/server/dist/main.mjs"]
